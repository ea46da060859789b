import type { GalleryCategory } from '../../schemaTypes/documents/gallery-categories.ts';
import type { SceneKind } from './seed-image.ts';

export interface GallerySeed {
  title: string;
  description: string;
  alt: string;
  scene: SceneKind;
  variant?: string;
}

/** Gallery projects per category, in the order the spec lists the categories. */
export const GALLERY: Record<GalleryCategory, GallerySeed[]> = {
  Renovering: [
    {
      title: 'Facaderenovering af murermestervilla i Hillerød',
      description:
        'Vi reparerede fuger, udskiftede rådne dele af gesimsen og kalkede facaden i en lys sandfarve. Huset stod i stillads i fem uger, mens familien boede hjemme.',
      alt: 'Murermestervilla i Hillerød med stillads langs facaden under renovering',
      scene: 'facade',
      variant: 'scaffold',
    },
    {
      title: 'Totalrenovering af rækkehus i Helsingør',
      description:
        'Nye vinduer, udvendig efterisolering og ny puds gav et rækkehus fra 1970’erne et helt nyt udtryk og en markant lavere varmeregning.',
      alt: 'Rækkehus i Helsingør med stillads og ny, lys puds på facaden',
      scene: 'facade',
      variant: 'scaffold',
    },
    {
      title: 'Nyt tag og kviste på sommerhus i Hornbæk',
      description:
        'Det gamle eternittag blev skiftet til sorte tegl, og to nye kviste gav førstesalen dagslys og fuld ståhøjde.',
      alt: 'Sommerhus i Hornbæk med nyt sort tegltag og to kviste',
      scene: 'facade',
      variant: 'dormers',
    },
    {
      title: 'Renovering af fiskerhus i Gilleleje',
      description:
        'Et gammelt fiskerhus tæt på havnen fik nyt bindingsværk, nye trævinduer og kalket facade med respekt for husets oprindelige udtryk.',
      alt: 'Lavt, gulkalket fiskerhus i Gilleleje med nye sprossede trævinduer',
      scene: 'facade',
      variant: 'cottage',
    },
  ],
  Haveanlæg: [
    {
      title: 'Træhegn i lærk ved parcelhus i Fredensborg',
      description:
        'Et 24 meter langt hegn af lodrette brædder i sibirisk lærk skærmer terrassen for indkig uden at lukke haven inde. Træet står ubehandlet og får med tiden en sølvgrå patina.',
      alt: 'Nyt træhegn af lodrette lærkebrædder langs en græsplæne i Fredensborg',
      scene: 'garden',
      variant: 'fence',
    },
    {
      title: 'Indkørsel og havesti i Hillerød',
      description:
        'En ny indkørsel i grå betonsten og en slynget sti i granitskærver fører fra carporten til hoveddøren.',
      alt: 'Have med slynget grussti, lave hække og nyanlagt indkørsel i Hillerød',
      scene: 'garden',
      variant: 'path',
    },
    {
      title: 'Bøgehæk og ny græsplæne i Tisvilde',
      description:
        'Vi lagde rullegræs og plantede 60 meter bøgehæk, der med tiden lukker sommerhusgrunden af mod vejen.',
      alt: 'Sommerhusgrund i Tisvilde med nyplantet bøgehæk og grøn græsplæne',
      scene: 'garden',
      variant: 'hedge',
    },
    {
      title: 'Højbede i lærketræ i Helsingør',
      description:
        'Fire højbede med kanter i lærk og grusgange imellem gør køkkenhaven let at passe, også for ryggen.',
      alt: 'Fire højbede af lærketræ med grusgange i en køkkenhave i Helsingør',
      scene: 'garden',
      variant: 'beds',
    },
    {
      title: 'Terrasseret have med støttemure i Hornbæk',
      description:
        'En skrånende grund blev delt i tre plane niveauer med støttemure i natursten og trappetrin i egetræ.',
      alt: 'Skrånende have i Hornbæk med støttemure i natursten og trin mellem niveauerne',
      scene: 'garden',
      variant: 'terraced',
    },
    {
      title: 'Gårdhave med fliser i Gilleleje',
      description:
        'Gårdhaven fik nye fliser på et afrettet gruslag, et plantebed langs muren og afvanding til en faskine.',
      alt: 'Lukket gårdhave i Gilleleje med lyse fliser og plantebed langs muren',
      scene: 'garden',
      variant: 'courtyard',
    },
    {
      title: 'Stakit og låge ved sommerhus i Rågeleje',
      description:
        'Et hvidmalet stakit med en matchende låge, tilpasset det skrånende terræn ud mod klitten.',
      alt: 'Hvidmalet træstakit med låge foran et sommerhus i Rågeleje',
      scene: 'garden',
      variant: 'picket',
    },
  ],
  Byggeri: [
    {
      title: 'Tømrerkonstruktion til tilbygning i Hillerød',
      description:
        'Træskelet og spærkonstruktion til en tilbygning på 40 m². Konstruktionen blev rejst på tre dage og lukket tæt før efterårsregnen.',
      alt: 'Rejst træskelet med spær til en tilbygning og en kran ved siden af',
      scene: 'frame',
      variant: 'crane',
    },
    {
      title: 'Carport og redskabsrum i Fredensborg',
      description:
        'En dobbelt carport i trykimprægneret træ med tagpap og et aflåseligt redskabsrum i den ene ende.',
      alt: 'Dobbelt carport i træ med fladt tag og redskabsrum i Fredensborg',
      scene: 'frame',
      variant: 'carport',
    },
    {
      title: 'Ny førstesal på parcelhus i Helsingør',
      description:
        'Vi løftede taget på et parcelhus i halvandet plan og byggede en fuld førstesal med tre værelser og et ekstra badeværelse.',
      alt: 'Parcelhus i Helsingør med ny førstesal i træskelet og kran under byggeriet',
      scene: 'frame',
      variant: 'crane',
    },
    {
      title: 'Anneks i træ i Tisvilde',
      description:
        'Et anneks på 25 m² på punktfundamenter med isolerede vægge, ensidigt tag og store glaspartier mod haven.',
      alt: 'Træskelet til et anneks med ensidigt tag på en sommerhusgrund i Tisvilde',
      scene: 'frame',
      variant: 'annex',
    },
  ],
  Nybyggeri: [
    {
      title: 'Nyt enfamiliehus i Gilleleje',
      description:
        'Et hus på 160 m² i ét plan med sort træbeklædning, saddeltag og store vinduespartier mod syd.',
      alt: 'Nyt enfamiliehus i ét plan med sort træfacade og saddeltag i Gilleleje',
      scene: 'house',
      variant: 'black',
    },
    {
      title: 'Sommerhus i Tisvilde',
      description:
        'Et lyst sommerhus på 95 m² med beklædning i lærk, overdækket terrasse og højt til kip i stuen.',
      alt: 'Nyt sommerhus med lærkebeklædning og overdækket terrasse mellem fyrretræer i Tisvilde',
      scene: 'house',
      variant: 'larch',
    },
    {
      title: 'Dobbelthus i Hillerød',
      description: 'To boliger under ét tag med hver sin have, opført efter BR18 med lavt energiforbrug.',
      alt: 'Nyopført dobbelthus i Hillerød med to indgange og fælles tag',
      scene: 'house',
      variant: 'double',
    },
    {
      title: 'Villa i halvandet plan i Hornbæk',
      description:
        'En villa i halvandet plan med teglstensfacade, kviste og udsigt over vandet fra førstesalen.',
      alt: 'Ny villa i røde mursten med kviste i tagfladen i Hornbæk',
      scene: 'house',
      variant: 'brick',
    },
    {
      title: 'Familiehus med carport i Fredensborg',
      description:
        'Et familiehus med fire værelser, integreret carport og redskabsrum, opført i gule mursten med tegltag.',
      alt: 'Nyt familiehus i gule mursten med tegltag i Fredensborg',
      scene: 'house',
      variant: 'yellow',
    },
    {
      title: 'Helårshus i Espergærde',
      description:
        'Et energirigtigt helårshus med træfacade og solceller på den sydvendte tagflade, opført på ni måneder.',
      alt: 'Nyt helårshus med træfacade og solceller på taget i Espergærde',
      scene: 'house',
      variant: 'solar',
    },
  ],
  Indretning: [
    {
      title: 'Badeværelsesrenovering i Hornbæk',
      description:
        'Komplet renovering af badeværelset med ny vådrumsmembran, gulvvarme, walk-in-bruser og flaskegrønne vægfliser.',
      alt: 'Renoveret badeværelse med grønne vægfliser, walk-in-bruser og håndvask på træplade',
      scene: 'bathroom',
      variant: 'green',
    },
    {
      title: 'Køkken i eg med kogeø i Hillerød',
      description:
        'Et nyt køkken med fronter i egetræsfinér og en kogeø. Vi fjernede en bærende væg, så køkken og stue nu hænger sammen.',
      alt: 'Lyst køkken med egetræsfronter og kogeø i et parcelhus i Hillerød',
      scene: 'kitchen',
      variant: 'oak',
    },
    {
      title: 'Gæstetoilet med terrazzogulv i Gilleleje',
      description: 'Et lille gæstetoilet fik terrazzogulv, ophængt toilet og en håndvask i natursten.',
      alt: 'Gæstetoilet med terrazzogulv og lyse vægfliser i Gilleleje',
      scene: 'bathroom',
      variant: 'terrazzo',
    },
    {
      title: 'Indbygget reol og vinduesbænk i Fredensborg',
      description: 'En skræddersyet reolvæg i malet MDF med indbygget bænk og skuffer under vinduet i stuen.',
      alt: 'Malet reolvæg med bøger og en indbygget bænk under vinduet',
      scene: 'living',
      variant: 'shelves',
    },
    {
      title: 'Køkken med sorte fronter i Helsingør',
      description:
        'Mat sorte fronter, bordplade i massiv eg og åbne hylder i stedet for overskabe giver et roligt og varmt køkken.',
      alt: 'Køkken med mat sorte fronter, egetræsbordplade og åbne hylder',
      scene: 'kitchen',
      variant: 'black',
    },
    {
      title: 'Badeværelse i sommerhus i Tisvilde',
      description:
        'Et lille badeværelse fik lyse fliser, ophængt toilet og et brusehjørne med glasvæg, så rummet virker større.',
      alt: 'Lille, lyst sommerhusbadeværelse med brusehjørne og glasvæg',
      scene: 'bathroom',
      variant: 'light',
    },
    {
      title: 'Loftrum indrettet til børneværelser i Hillerød',
      description:
        'Et uudnyttet loft blev isoleret og indrettet til to børneværelser med skabe i skunken og ovenlysvinduer.',
      alt: 'Nyindrettet loftrum med skråvægge, ovenlysvindue og indbyggede skabe',
      scene: 'living',
      variant: 'attic',
    },
    {
      title: 'Trappe i massiv eg i Gilleleje',
      description:
        'En ny trappe til førstesalen i massiv eg med lukkede trin og et let værn i sortmalet stål.',
      alt: 'Ny trappe i egetræ med sort stålværn op til førstesalen',
      scene: 'living',
      variant: 'stairs',
    },
    {
      title: 'Bryggers med garderobe i Fredensborg',
      description:
        'Bryggerset fik indbyggede skabe, en vaskesøjle og klinker, der kan tåle mudrede støvler og våde hundepoter.',
      alt: 'Bryggers med hvide indbyggede skabe, vaskesøjle og klinkegulv',
      scene: 'kitchen',
      variant: 'utility',
    },
    {
      title: 'Køkkenalrum i gammel stald ved Helsinge',
      description:
        'En gammel stald blev til et køkkenalrum med synlige bjælker, kalkede vægge og plankegulv i fyr.',
      alt: 'Køkkenalrum med synlige loftsbjælker, hvide vægge og langt spisebord',
      scene: 'kitchen',
      variant: 'beams',
    },
    {
      title: 'Familiebadeværelse i Espergærde',
      description:
        'Et familiebadeværelse med fritstående badekar, dobbelt håndvask og fliser i varme sandfarver.',
      alt: 'Badeværelse med fritstående badekar, dobbelt håndvask og sandfarvede fliser',
      scene: 'bathroom',
      variant: 'bathtub',
    },
    {
      title: 'Hems og garderobeskabe i lejlighed i Helsingør',
      description:
        'En lejlighed med højt til loftet fik en hems i fyrretræ og skabe fra gulv til loft hele vejen langs gangen.',
      alt: 'Lejlighed med hems i lyst træ og indbyggede garderobeskabe',
      scene: 'living',
      variant: 'loft',
    },
  ],
  Specialarbejde: [
    {
      title: 'Omlægning af tegltag i Hellebæk',
      description:
        'Omlægning af 180 m² tegltag med nyt undertag, nye lægter og inddækninger i zink omkring skorsten og kviste.',
      alt: 'Nærbillede af nyomlagt tegltag med røde vingetegl og zinkinddækning',
      scene: 'roof',
      variant: 'tiles',
    },
    {
      title: 'Sokkel og trappe i natursten i Hornbæk',
      description:
        'Soklen og hovedtrappen blev beklædt med kløvet granit, lagt i kalkmørtel, så huset har fået et solidt og smukt fodfæste.',
      alt: 'Detalje af sokkel og trappe beklædt med kløvet granit i grå og rustne toner',
      scene: 'stone',
    },
    {
      title: 'Skifertag på tårnværelse i Helsingør',
      description:
        'Et tårnværelse på en ældre villa fik nyt skifertag, hvor hver skifer er tilpasset og fastgjort med kobbersøm.',
      alt: 'Nærbillede af nyt skifertag i mørkegrå skiferplader med kobberdetaljer',
      scene: 'roof',
      variant: 'slate',
    },
  ],
};

/** The three projects the home page features: a bathroom renovation, a carpentry construction, a wooden fence. */
export const FEATURED_GALLERY_IDS = [
  'gallery-indretning-01', // Badeværelsesrenovering i Hornbæk
  'gallery-byggeri-01', // Tømrerkonstruktion til tilbygning i Hillerød
  'gallery-haveanlaeg-01', // Træhegn i lærk ved parcelhus i Fredensborg
] as const;
