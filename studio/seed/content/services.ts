import type { SceneKind } from './seed-image.ts';

export interface SeedPicture {
  scene: SceneKind;
  variant?: string;
  alt: string;
}

export interface ServiceProjectSeed {
  title: string;
  description: string;
  picture: SeedPicture;
}

export interface ServicePageSeed {
  subtitle: string;
  description: string;
  mainPicture: SeedPicture;
  features: { title: string; description: string }[];
  benefits: string[];
  process: string[];
  projects: ServiceProjectSeed[];
}

export interface ServiceSeed {
  slug: string;
  title: string;
  shortDescription: string;
  cardPicture: SeedPicture;
  /** Absent for the one service without its own page (commercial jobs). */
  page?: ServicePageSeed;
  seoTitle: string;
  seoDescription: string;
}

/** The eight services in the order of the services overview. */
export const SERVICES: ServiceSeed[] = [
  {
    slug: 'badevaerelser',
    title: 'Badeværelsesrenovering',
    shortDescription:
      'Nyt badeværelse fra gulv til loft: nedrivning, vådrumsmembran, fliser, gulvvarme og installationer, koordineret af én kontaktperson.',
    cardPicture: {
      scene: 'bathroom',
      variant: 'light',
      alt: 'Lyst badeværelse med store vægfliser, walk-in-bruser og ophængt toilet',
    },
    page: {
      subtitle: 'Et tæt, holdbart og smukt badeværelse – bygget efter reglerne for vådrum',
      description:
        'Et badeværelse skal tåle vand og fugt hver eneste dag i mange år. Derfor bygger vi det op efter gældende vådrumsregler med godkendt membran, korrekt fald mod afløb og god ventilation, og vi dokumenterer de skjulte arbejder med fotos. Vi klarer hele forløbet – nedrivning, tømrer- og murerarbejde, fliser, VVS og el – med faste samarbejdspartnere, så du kun har én at tale med. Uanset om det er et lille gæstebad i Helsingør eller et familiebadeværelse i Hillerød, får du en tydelig tidsplan og et badeværelse, der er til at gøre rent og holder.',
      mainPicture: {
        scene: 'bathroom',
        variant: 'green',
        alt: 'Renoveret badeværelse med grønne fliser, bruseniche og håndvask på egetræsplade',
      },
      features: [
        {
          title: 'Komplet renovering',
          description:
            'Vi river ned til råhus, udbedrer underlaget og bygger badeværelset op igen, så alt under fliserne også er nyt.',
        },
        {
          title: 'Vådrumssikring',
          description:
            'Godkendt vådrumsmembran, korrekt fald mod afløb og tætte gennemføringer – dokumenteret med fotos, før der lægges fliser.',
        },
        {
          title: 'Fliser og klinker',
          description:
            'Vi lægger store og små fliser, mosaik og terrazzo med præcise fuger og gennemtænkte overgange ved nicher og hjørner.',
        },
        {
          title: 'Gulvvarme',
          description:
            'Elektrisk eller vandbåren gulvvarme, der gør badeværelset behageligt og hjælper gulvet med at tørre hurtigt.',
        },
        {
          title: 'VVS og el',
          description:
            'Autoriserede VVS-installatører og elektrikere, vi har arbejdet sammen med i årevis, står for installationerne.',
        },
        {
          title: 'Inventar og montering',
          description:
            'Vi hjælper med valg af bruser, toilet, møbler og spejle og monterer det hele, så badeværelset er klar til brug.',
        },
      ],
      benefits: [
        'Én kontaktperson fra første besøg til aflevering',
        'Vådrumssikring efter gældende regler, dokumenteret med fotos',
        'Faste samarbejdspartnere inden for VVS og el',
        'Tydelig tidsplan, så du ved, hvornår badeværelset kan bruges igen',
        'Grundig afdækning og oprydning hver dag',
      ],
      process: [
        'Besøg og opmåling, hvor vi taler om dine ønsker, behov og budget',
        'Skriftligt tilbud med materialevalg og tidsplan',
        'Afdækning af adgangsveje og nedrivning af det gamle badeværelse',
        'Udbedring af underlag, vægge og gulv samt nye installationer',
        'Vådrumssikring med membran og fotodokumentation',
        'Fliser, klinker og fuger',
        'Montering af inventar, armaturer og møbler',
        'Slutrengøring og fælles gennemgang ved aflevering',
      ],
      projects: [
        {
          title: 'Familiebadeværelse i Hillerød',
          description:
            'Badeværelset på 8 m² blev revet ned til råhus og bygget op igen med ny membran, gulvvarme og en stor walk-in-bruser med glasvæg.',
          picture: {
            scene: 'bathroom',
            variant: 'bathtub',
            alt: 'Stort familiebadeværelse med bruser bag glasvæg og lyse fliser i Hillerød',
          },
        },
        {
          title: 'Lille badeværelse i Helsingør',
          description:
            'I en lejlighed i centrum af Helsingør fik et badeværelse på 3,5 m² ophængt toilet, nicher i væggen og lyse fliser, der får rummet til at virke større.',
          picture: {
            scene: 'bathroom',
            variant: 'terrazzo',
            alt: 'Lille badeværelse med ophængt toilet, niche i væggen og lyse fliser',
          },
        },
        {
          title: 'Sommerhusbad i Tisvilde',
          description:
            'Et slidt sommerhusbad fik klinker med skridsikker overflade, ny mekanisk ventilation og et træloft, der er behandlet til at tåle fugten.',
          picture: {
            scene: 'bathroom',
            variant: 'light',
            alt: 'Sommerhusbadeværelse med skridsikre klinker og lyst træloft i Tisvilde',
          },
        },
      ],
    },
    seoTitle: 'Badeværelsesrenovering i Nordsjælland | Nordkyst Byg',
    seoDescription:
      'Nyt badeværelse med vådrumssikring, fliser, gulvvarme og VVS – styret af én kontaktperson. Vi renoverer badeværelser i hele Nordsjælland.',
  },
  {
    slug: 'boligrenovering',
    title: 'Boligrenovering',
    shortDescription:
      'Fra enkelte rum til totalrenovering af hele huset. Vi moderniserer med respekt for husets alder og stil og holder dig orienteret undervejs.',
    cardPicture: {
      scene: 'facade',
      variant: 'scaffold',
      alt: 'Villa med stillads langs facaden under renovering',
    },
    page: {
      subtitle: 'Vi giver dit hus nyt liv – med respekt for det, der allerede fungerer',
      description:
        'Mange nordsjællandske huse har gode knogler, men trænger til nye vinduer, bedre isolering eller en indretning, der passer til den måde, familien lever på i dag. Vi renoverer alt fra et enkelt værelse til hele huset og planlægger arbejdet, så du så vidt muligt kan blive boende imens. Før vi går i gang, gennemgår vi huset sammen med dig, så overraskelser bag vægge og under gulve bliver opdaget tidligt. Du får et klart tilbud, en realistisk tidsplan og én fast kontaktperson, der koordinerer alle fag.',
      mainPicture: {
        scene: 'facade',
        variant: 'scaffold',
        alt: 'Murermestervilla i stillads med nye vinduer og nypudset facade',
      },
      features: [
        {
          title: 'Totalrenovering',
          description:
            'Vi tager hånd om hele huset – konstruktioner, installationer, overflader og indretning – i én samlet plan.',
        },
        {
          title: 'Energirenovering',
          description:
            'Efterisolering af loft, vægge og gulve samt nye vinduer og døre, der sænker varmeregningen og giver et bedre indeklima.',
        },
        {
          title: 'Facade og tag',
          description:
            'Reparation og udskiftning af facadebeklædning, puds, fuger, tagdækning, tagrender og inddækninger.',
        },
        {
          title: 'Nye planløsninger',
          description:
            'Vi fjerner eller flytter vægge, også bærende, så køkken, alrum og stue hænger bedre sammen.',
        },
        {
          title: 'Gulve, lofter og vægge',
          description:
            'Nye trægulve, lydlofter, listelofter og skillevægge – lagt og monteret af vores egne tømrere.',
        },
        {
          title: 'Koordinering af fag',
          description:
            'Murer, VVS, el og maler planlægges i den rigtige rækkefølge, så arbejdet glider og ingen venter på hinanden.',
        },
      ],
      benefits: [
        'Grundig gennemgang af huset, før vi giver tilbud',
        'Én fast kontaktperson, der koordinerer alle fag',
        'Planlægning, så du så vidt muligt kan bo hjemme under renoveringen',
        'Hjælp til byggetilladelse og statiske beregninger, når det er nødvendigt',
        'Erfaring med både ældre og nyere nordsjællandske huse',
      ],
      process: [
        'Besøg, hvor vi gennemgår huset og dine ønsker',
        'Forslag til løsninger, materialer og rækkefølge',
        'Skriftligt tilbud og tidsplan',
        'Eventuel byggetilladelse og statiske beregninger',
        'Afdækning og klargøring, så resten af huset er beskyttet',
        'Udførelse med løbende opfølgning og besked ved ændringer',
        'Fælles gennemgang og aflevering',
        'Opfølgning efter et år, hvor vi ser huset efter igen',
      ],
      projects: [
        {
          title: 'Murermestervilla i Hillerød',
          description:
            'Gennemgribende renovering med nye vinduer, efterisoleret loft og en ny planløsning i stueetagen, mens familien boede i huset.',
          picture: {
            scene: 'facade',
            variant: 'scaffold',
            alt: 'Murermestervilla i Hillerød i stillads under renovering',
          },
        },
        {
          title: 'Parcelhus fra 1970’erne i Fredensborg',
          description:
            'Ny facadebeklædning, nyt tag og et åbent køkkenalrum gav huset et moderne udtryk og et langt lavere energiforbrug.',
          picture: {
            scene: 'facade',
            variant: 'dormers',
            alt: 'Renoveret parcelhus i Fredensborg med ny træbeklædning og nyt tag',
          },
        },
        {
          title: 'Fiskerhus i Gilleleje',
          description:
            'Et bevaringsværdigt hus tæt på havnen fik nyt bindingsværk og nye trævinduer, der følger husets oprindelige stil.',
          picture: {
            scene: 'facade',
            variant: 'cottage',
            alt: 'Kalket fiskerhus i Gilleleje med nye sprossede trævinduer',
          },
        },
      ],
    },
    seoTitle: 'Boligrenovering i Nordsjælland | Nordkyst Byg',
    seoDescription:
      'Renovering af huse i Nordsjælland – fra enkelte rum til totalrenovering, energiforbedring, nyt tag og facade. Én kontaktperson hele vejen.',
  },
  {
    slug: 'nybyg',
    title: 'Nybyg – Privat',
    shortDescription:
      'Nyt hus, sommerhus eller tilbygning, bygget efter dine ønsker og BR18. Vi står for byggeriet fra fundament til nøglefærdig bolig.',
    cardPicture: {
      scene: 'house',
      variant: 'black',
      alt: 'Nyt hus med sort træfacade og saddeltag',
    },
    page: {
      subtitle: 'Dit nye hjem, bygget solidt og med omtanke – fra fundament til nøgleoverdragelse',
      description:
        'At bygge nyt er en af de største beslutninger, man træffer. Vi bygger helårshuse, sommerhuse og tilbygninger i hele Nordsjælland og hjælper dig fra de første skitser til den dag, du får nøglen. Sammen med arkitekt og ingeniør finder vi løsninger, der passer til grunden, dit budget og kravene i BR18, og vi vælger materialer, der kan holde til livet tæt på kysten. Undervejs har du én byggeleder, der holder styr på tidsplan, økonomi og kvalitet og altid er til at få fat på.',
      mainPicture: {
        scene: 'house',
        variant: 'larch',
        alt: 'Nyopført hus med lærkebeklædning, store vinduer og overdækket terrasse',
      },
      features: [
        {
          title: 'Helårshuse',
          description:
            'Enfamiliehuse og dobbelthuse, opført efter BR18 med fokus på lavt energiforbrug og et sundt indeklima.',
        },
        {
          title: 'Sommerhuse',
          description:
            'Sommerhuse i træ, der passer ind i landskabet ved Tisvilde, Rågeleje eller Hornbæk og tåler vind og salt.',
        },
        {
          title: 'Tilbygninger',
          description:
            'Ekstra kvadratmeter til køkkenalrum, værelser eller bad, bygget sammen med det eksisterende hus, så det ser ud, som om det altid har været der.',
        },
        {
          title: 'Projektering',
          description:
            'Vi samarbejder med arkitekter og ingeniører om tegninger, statik og energiberegning og søger byggetilladelse.',
        },
        {
          title: 'Fundament og råhus',
          description:
            'Jordarbejde, fundament, terrændæk, vægge og tag, udført af folk, der kender hinandens arbejde.',
        },
        {
          title: 'Nøglefærdig aflevering',
          description:
            'Vi afslutter med køkken, bad, gulve og overflader, så huset er klar til at flytte ind i.',
        },
      ],
      benefits: [
        'Én byggeleder gennem hele forløbet',
        'Fast pris eller tydeligt budget, aftalt før byggeriet går i gang',
        'Hjælp til byggetilladelse og kontakt med kommunen',
        'Materialer valgt til nordsjællandsk klima og kystnære grunde',
        'Ugentlig status på tidsplan og økonomi',
      ],
      process: [
        'Indledende møde om dine ønsker, grunden og økonomien',
        'Skitser og projektering sammen med arkitekt og ingeniør',
        'Ansøgning om byggetilladelse',
        'Endeligt tilbud og tidsplan',
        'Jordarbejde og fundament',
        'Råhus: vægge, tag, vinduer og døre, så huset er lukket tæt',
        'Indvendigt arbejde: installationer, gulve, køkken og bad',
        'Aflevering, fælles gennemgang og ibrugtagningstilladelse',
      ],
      projects: [
        {
          title: 'Enfamiliehus i Dronningmølle',
          description:
            'Et hus på 150 m² i ét plan med sort træfacade og store glaspartier mod haven, opført fra sokkel til nøglefærdigt på ni måneder.',
          picture: {
            scene: 'house',
            variant: 'black',
            alt: 'Nyt enfamiliehus i Dronningmølle med sort træfacade og store vinduer',
          },
        },
        {
          title: 'Sommerhus i Rågeleje',
          description:
            'Et sommerhus på 90 m² med beklædning i lærk, højt til kip i stuen og en overdækket terrasse med læ for vestenvinden.',
          picture: {
            scene: 'house',
            variant: 'larch',
            alt: 'Nyt sommerhus i Rågeleje med lærkebeklædning og overdækket terrasse',
          },
        },
        {
          title: 'Tilbygning i Hillerød',
          description:
            'En tilbygning på 35 m² med køkkenalrum og ovenlys, der binder et ældre parcelhus sammen med haven.',
          picture: {
            scene: 'house',
            variant: 'yellow',
            alt: 'Parcelhus i Hillerød med ny tilbygning og store vinduer mod haven',
          },
        },
      ],
    },
    seoTitle: 'Nybyggeri og tilbygning i Nordsjælland | Nordkyst Byg',
    seoDescription:
      'Vi bygger helårshuse, sommerhuse og tilbygninger i Nordsjælland – fra projektering og fundament til nøglefærdig bolig med én byggeleder.',
  },
  {
    slug: 'erhverv',
    title: 'Erhvervsopgaver',
    shortDescription:
      'Ombygning af butikker, kontorer og klinikker samt løbende vedligehold for virksomheder, foreninger og boligselskaber i Nordsjælland.',
    cardPicture: {
      scene: 'commercial',
      alt: 'Erhvervsbygning med store butiksvinduer og indgangsparti',
    },
    seoTitle: 'Erhvervsopgaver | Nordkyst Byg',
    seoDescription:
      'Ombygning og vedligehold af butikker, kontorer og klinikker i Nordsjælland, planlagt så din virksomhed kan holde åbent undervejs.',
  },
  {
    slug: 'anlaegsarbejde',
    title: 'Anlægsarbejde',
    shortDescription:
      'Jordarbejde, dræn, belægning og haveanlæg. Vi gør grunden klar til byggeri og giver haven, indkørslen og stierne et løft.',
    cardPicture: {
      scene: 'groundwork',
      alt: 'Gravemaskine og nyanlagt belægning af betonsten ved en indkørsel',
    },
    page: {
      subtitle: 'Solidt arbejde under jorden og smukke anlæg over den',
      description:
        'Et godt anlæg starter under overfladen. Forkert opbygget belægning sætter sig, og regnvand, der ikke ledes væk, ender i kælderen. Vi udfører jordarbejde, dræn og faskiner, lægger indkørsler og terrasser i fliser og sten og anlægger haver med hække, hegn og stier. Vi klarer også terrænregulering og udgravning til nybyggeri og tilbygninger. Med egne maskiner og erfarne folk kan vi gå i gang hurtigt, og vi efterlader grunden ryddet og klar til brug.',
      mainPicture: {
        scene: 'groundwork',
        alt: 'Gravemaskine der planerer grus til en ny indkørsel med betonsten',
      },
      features: [
        {
          title: 'Jordarbejde og udgravning',
          description:
            'Udgravning til fundamenter, kældre og tilbygninger samt bortkørsel af jord efter gældende regler.',
        },
        {
          title: 'Dræn og faskiner',
          description:
            'Omfangsdræn, faskiner og nedsivning, så regnvandet ledes væk fra huset og kælderen holdes tør.',
        },
        {
          title: 'Belægning',
          description:
            'Indkørsler, gangstier og terrasser i betonsten, fliser, granit eller brosten på et korrekt opbygget underlag.',
        },
        {
          title: 'Terrænregulering',
          description: 'Planering, opfyldning og støttemure, der giver plane flader på skrånende grunde.',
        },
        {
          title: 'Haveanlæg',
          description:
            'Nye plæner, hække, plantebede og højbede, anlagt med omtanke for jordbund, lys og læ.',
        },
        {
          title: 'Hegn og stakitter',
          description:
            'Træhegn, stakitter og låger i lærk, fyr eller hårdttræ, sat på solide stolper, der står fast i mange år.',
        },
      ],
      benefits: [
        'Egne maskiner, så vi kan gå hurtigt i gang',
        'Korrekt opbygget underlag, der ikke sætter sig',
        'Afvanding tænkt ind fra begyndelsen',
        'Ryddelig grund ved aflevering',
      ],
      process: [
        'Besigtigelse af grunden og snak om dine ønsker',
        'Opmåling og plan for niveauer og afvanding',
        'Skriftligt tilbud og tidsplan',
        'Ledningsoplysninger og afmærkning inden gravearbejdet',
        'Udgravning og bortkørsel af overskudsjord',
        'Opbygning af bundsikring, stabilgrus og afretning',
        'Belægning, dræn og beplantning',
        'Oprydning og aflevering',
      ],
      projects: [
        {
          title: 'Indkørsel og belægning i Helsingør',
          description:
            'Udgravning, stabilgrus og 120 m² belægning i betonsten med afvanding til en faskine i forhaven.',
          picture: {
            scene: 'groundwork',
            variant: 'paving',
            alt: 'Nylagt indkørsel i grå betonsten foran et hus i Helsingør',
          },
        },
        {
          title: 'Omfangsdræn og faskine i Hornbæk',
          description:
            'En fugtig kælder blev tør igen med nyt omfangsdræn hele vejen rundt om huset og en faskine i haven.',
          picture: {
            scene: 'groundwork',
            alt: 'Udgravet rende langs et hus med nyt drænrør og gravemaskine',
          },
        },
        {
          title: 'Have med hæk og hegn i Fredensborg',
          description:
            'Et nyt haveanlæg med græsplæne, bøgehæk langs skellet og et træhegn, der giver læ omkring terrassen.',
          picture: {
            scene: 'garden',
            variant: 'fence',
            alt: 'Have i Fredensborg med ny græsplæne, bøgehæk og træhegn',
          },
        },
      ],
    },
    seoTitle: 'Anlægsarbejde, dræn og belægning | Nordkyst Byg',
    seoDescription:
      'Jordarbejde, dræn, faskiner, belægning og haveanlæg i Nordsjælland. Egne maskiner og et solidt underlag, der ikke sætter sig.',
  },
  {
    slug: 'terrasser',
    title: 'Terrasser',
    shortDescription:
      'Terrasser i træ eller komposit, på ét eller flere niveauer, med trapper, rækværk og overdækning, der passer til huset og haven.',
    cardPicture: {
      scene: 'terrace',
      alt: 'Ny træterrasse med trappe ned til græsplænen',
    },
    page: {
      subtitle: 'Mere liv udenfor – på en terrasse, der er bygget til at holde',
      description:
        'En god terrasse bliver husets ekstra stue i sommerhalvåret. Vi bygger terrasser i trykimprægneret fyr, lærk, hårdttræ og komposit, og vi bygger dem rigtigt fra bunden: med fundamenter i frostfri dybde, en bærende konstruktion med luft under brædderne og afstand mellem brædderne, så vandet kan løbe væk. Vi hjælper dig med at placere terrassen, så du får mest mulig sol og læ, og vi kan bygge trapper, rækværk, plantekasser og overdækning, der passer til resten af huset.',
      mainPicture: {
        scene: 'terrace',
        alt: 'Træterrasse i to niveauer med trappe og plantekasser ved et hus',
      },
      features: [
        {
          title: 'Træterrasser',
          description:
            'Terrasser i trykimprægneret fyr, sibirisk lærk eller hårdttræ som cumaru, med skjulte eller synlige skruer.',
        },
        {
          title: 'Kompositterrasser',
          description: 'Vedligeholdelsesfrie brædder, der ikke splinter, og som bevarer farven i mange år.',
        },
        {
          title: 'Hævede terrasser',
          description: 'Terrasser på flere niveauer eller i højde med stuegulvet, med trapper og rækværk.',
        },
        {
          title: 'Overdækning',
          description:
            'Overdækning med glas eller tagplader, så terrassen kan bruges tidligt og sent på sæsonen.',
        },
        {
          title: 'Fundament og underkonstruktion',
          description:
            'Punktfundamenter og strøer med korrekt afstand og ventilation, så terrassen holder sig plan og sund.',
        },
        {
          title: 'Plantekasser og bænke',
          description: 'Indbyggede plantekasser, bænke og opbevaring i samme træ som terrassen.',
        },
      ],
      benefits: [
        'Rådgivning om placering, sol og læ',
        'Fundamenter og underkonstruktion bygget til at holde',
        'Stort udvalg af træsorter og komposit',
        'Ryddelig have, når vi er færdige',
      ],
      process: [
        'Besøg, hvor vi ser på haven, solen og dine ønsker',
        'Forslag til størrelse, niveauer og materialer',
        'Skriftligt tilbud og tidsplan',
        'Afsætning og udgravning til fundamenter',
        'Støbning eller montering af punktfundamenter',
        'Bærende konstruktion og strøer',
        'Terrassebrædder, trapper og rækværk',
        'Oprydning og aflevering med råd om vedligehold',
      ],
      projects: [
        {
          title: 'Hævet terrasse i cumaru i Hornbæk',
          description:
            'En terrasse på 45 m² i to niveauer med trappe ned til haven og skjulte skruer, så overfladen står helt ren.',
          picture: {
            scene: 'terrace',
            variant: 'hardwood',
            alt: 'Hævet terrasse i mørkt hårdttræ med trappe ned til haven i Hornbæk',
          },
        },
        {
          title: 'Overdækket terrasse i Fredensborg',
          description:
            'Terrasse i trykimprægneret fyr med glasoverdækning, så familien kan sidde ude fra marts til oktober.',
          picture: {
            scene: 'terrace',
            variant: 'covered',
            alt: 'Træterrasse med glasoverdækning langs huset i Fredensborg',
          },
        },
        {
          title: 'Sommerhusterrasse i Tisvilde',
          description:
            'Terrassebrædder i sibirisk lærk lagt rundt om huset, så der er sol på terrassen fra morgen til aften.',
          picture: {
            scene: 'terrace',
            variant: 'larch',
            alt: 'Lys terrasse i lærketræ rundt om et sommerhus i Tisvilde',
          },
        },
      ],
    },
    seoTitle: 'Terrasser i træ og komposit | Nordkyst Byg',
    seoDescription:
      'Vi bygger terrasser i træ og komposit i Nordsjælland – med solide fundamenter, trapper, rækværk og overdækning. Få et gratis tilbud.',
  },
  {
    slug: 'vinduer-doere',
    title: 'Vinduer og døre',
    shortDescription:
      'Udskiftning og montering af vinduer, døre og ovenlysvinduer. Vi sørger for tætte fuger, pæne lysninger og mindre varmetab.',
    cardPicture: {
      scene: 'windows',
      alt: 'Facade med nye hvide trævinduer og en hoveddør i eg',
    },
    page: {
      subtitle: 'Nye vinduer og døre, der lukker kulden ude og lyset ind',
      description:
        'Utætte vinduer og døre koster på varmeregningen og giver træk og kondens. Vi udskifter vinduer og døre i træ, træ/alu og plast og monterer dem efter forskrifterne med korrekt fugning og tætning, så de holder tæt i mange år. Vi hjælper med at vælge vinduer, der passer til husets stil – fra sprossede vinduer i et fiskerhus i Gilleleje til store glaspartier i en moderne villa – og vi afslutter med nye lysninger, indfatninger og sålbænke, så alt står pænt indvendigt og udvendigt.',
      mainPicture: {
        scene: 'windows',
        alt: 'Murstensfacade med nye trævinduer og en ny hoveddør',
      },
      features: [
        {
          title: 'Udskiftning af vinduer',
          description:
            'Nye vinduer i træ, træ/alu eller plast med energiruder, monteret og fuget efter producentens anvisninger.',
        },
        {
          title: 'Hoveddøre',
          description: 'Massive, sikre hoveddøre, der passer til husets stil og holder kulden ude.',
        },
        {
          title: 'Terrasse- og skydedøre',
          description: 'Store glaspartier og skydedøre, der åbner huset mod haven og giver mere dagslys.',
        },
        {
          title: 'Ovenlysvinduer',
          description:
            'Ovenlysvinduer i skrå tage, der giver dagslys og frisk luft på loftet og i tagetagen.',
        },
        {
          title: 'Lysninger og indfatninger',
          description: 'Nye lysninger, gerigter og sålbænke, så vinduerne står pænt indvendigt.',
        },
        {
          title: 'Tætning og fugning',
          description: 'Fuger og tætning efter gældende anvisninger, der forhindrer træk, fugt og varmetab.',
        },
      ],
      benefits: [
        'Lavere varmeregning og mindre træk',
        'Vinduer og døre valgt efter husets stil',
        'Montering efter producentens anvisninger',
        'Lysninger og indfatninger gjort færdige, så du ikke selv skal efterbehandle',
      ],
      process: [
        'Besøg og opmåling af de eksisterende vinduer og døre',
        'Rådgivning om typer, materialer og energiruder',
        'Skriftligt tilbud og bestilling hos producenten',
        'Planlægning af udskiftningen, så huset aldrig står åbent natten over',
        'Afmontering af de gamle vinduer og døre',
        'Montering, justering og tætning',
        'Lysninger, indfatninger og fuger',
        'Oprydning, bortskaffelse af de gamle elementer og aflevering',
      ],
      projects: [
        {
          title: 'Nye vinduer i murermestervilla i Hillerød',
          description:
            'Fjorten vinduer skiftet til træ/alu med energiruder og nye lysninger, fuget udvendigt og malet indvendigt.',
          picture: {
            scene: 'windows',
            variant: 'brick',
            alt: 'Murermestervilla i Hillerød med fjorten nye hvide vinduer',
          },
        },
        {
          title: 'Hoveddør og skydedør i Gilleleje',
          description:
            'En massiv hoveddør i eg og en bred skydedør til terrassen, monteret og tætnet på to dage.',
          picture: {
            scene: 'windows',
            variant: 'door',
            alt: 'Ny hoveddør i eg i en træbeklædt facade i Gilleleje',
          },
        },
        {
          title: 'Ovenlysvinduer på loft i Helsingør',
          description:
            'Tre nye ovenlysvinduer gav et mørkt loftrum dagslys og udsyn til himlen, så det nu bruges som hjemmekontor.',
          picture: {
            scene: 'living',
            variant: 'attic',
            alt: 'Loftrum med nye ovenlysvinduer og lyse skråvægge i Helsingør',
          },
        },
      ],
    },
    seoTitle: 'Vinduer og døre – udskiftning og montering | Nordkyst Byg',
    seoDescription:
      'Udskiftning af vinduer, døre og ovenlysvinduer i Nordsjælland. Korrekt montering og tætning giver mindre træk og en lavere varmeregning.',
  },
  {
    slug: 'toemreropgaver',
    title: 'Tømreropgaver',
    shortDescription:
      'Alt i tømrerarbejde: carporte, gulve, lofter, skillevægge, efterisolering og reparationer – store som små opgaver.',
    cardPicture: {
      scene: 'frame',
      variant: 'carport',
      alt: 'Carport i træ under opførelse med spær og stolper',
    },
    page: {
      subtitle: 'Tømrerarbejde udført med omhu – store som små opgaver',
      description:
        'Tømrerfaget er kernen i vores virksomhed. Vores tømrere bygger carporte, skure og annekser, lægger gulve, opsætter lofter og skillevægge, efterisolerer og skifter rådne brædder og stern. Ingen opgave er for lille: vi kommer også gerne ud og hænger en dør op eller laver en ny trappe. Vi arbejder med ordentlige materialer, måler to gange og skærer én gang, og vi rydder op efter os, så du kan tage det nye i brug med det samme.',
      mainPicture: {
        scene: 'frame',
        variant: 'annex',
        alt: 'Træskelet til et anneks med spær og stolper på en grund',
      },
      features: [
        {
          title: 'Carporte og skure',
          description:
            'Carporte, udhuse og redskabsrum i træ, bygget på solide fundamenter og med holdbart tag.',
        },
        {
          title: 'Gulve',
          description:
            'Plankegulve, parket og lydgulve, lagt på strøer eller svømmende, og slebet og behandlet.',
        },
        {
          title: 'Lofter og skillevægge',
          description: 'Listelofter, akustiklofter og lette skillevægge, der deler rum uden store indgreb.',
        },
        {
          title: 'Efterisolering',
          description:
            'Isolering af lofter, skunke og ydervægge, der giver et varmere hus og en lavere varmeregning.',
        },
        {
          title: 'Trapper og snedkerarbejde',
          description: 'Trapper, indbyggede skabe, reoler og vinduesbænke, tilpasset til centimeteren.',
        },
        {
          title: 'Reparationer',
          description: 'Udskiftning af rådne brædder, vindskeder og stern samt justering af døre og vinduer.',
        },
      ],
      benefits: [
        'Faglærte tømrere med mange års erfaring',
        'Også små opgaver, der ofte kan klares på en dag',
        'Ordentlige materialer og omhyggeligt udført arbejde',
        'Vi rydder op efter os hver dag',
      ],
      process: [
        'Du beskriver opgaven, og vi aftaler et besøg',
        'Besigtigelse og opmåling',
        'Skriftligt tilbud med materialer og pris',
        'Aftale om opstartsdato',
        'Levering af materialer og afdækning',
        'Udførelse af tømrerarbejdet',
        'Oprydning og fælles gennemgang af det færdige arbejde',
      ],
      projects: [
        {
          title: 'Carport med redskabsrum i Fredensborg',
          description:
            'En dobbelt carport i trykimprægneret træ med tagpap og et aflåseligt redskabsrum til haveredskaber og cykler.',
          picture: {
            scene: 'frame',
            variant: 'carport',
            alt: 'Dobbelt carport i træ med redskabsrum i Fredensborg',
          },
        },
        {
          title: 'Plankegulv i massiv eg i Hornbæk',
          description:
            'Vi lagde 70 m² plankegulv i massiv eg på strøer med lydisolering og olierede det i en lys tone.',
          picture: {
            scene: 'living',
            variant: 'shelves',
            alt: 'Stue i Hornbæk med nyt plankegulv i lys eg',
          },
        },
        {
          title: 'Efterisolering og listeloft i Gilleleje',
          description:
            'Loftet blev efterisoleret med 300 mm isolering, og stuen fik et nyt listeloft i hvidpigmenteret fyr.',
          picture: {
            scene: 'living',
            variant: 'loft',
            alt: 'Stue i Gilleleje med nyt listeloft i hvidpigmenteret fyr',
          },
        },
      ],
    },
    seoTitle: 'Tømrer i Nordsjælland – tømreropgaver | Nordkyst Byg',
    seoDescription:
      'Tømrerarbejde i Nordsjælland: carporte, gulve, lofter, skillevægge, efterisolering, trapper og reparationer. Store som små opgaver.',
  },
];
