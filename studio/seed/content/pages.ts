/** The process page, the quote page and the search texts of the pages whose content lives elsewhere. */
export const PROCESS_PAGE = {
  intro: 'Et byggeprojekt skal være trygt fra start til slut. Sådan foregår samarbejdet med os.',
  visitPoints: [
    {
      title: 'Besigtigelse',
      text: 'Vi kommer ud og ser opgaven hjemme hos dig, så tilbuddet passer til netop dit hus.',
    },
    { title: 'Hurtigt svar', text: 'Vi vender tilbage inden for 24 timer, når du har kontaktet os.' },
    { title: 'Gratis', text: 'Besøget og tilbuddet er gratis og helt uforpligtende.' },
  ],
  phases: [
    {
      title: 'Indledende dialog',
      description:
        'Du ringer eller skriver til os og fortæller om dit projekt. Vi lytter til dine ønsker, stiller de spørgsmål, der skal til, og aftaler et tidspunkt for et besøg.',
      icon: 'chat',
    },
    {
      title: 'Besigtigelse og gennemsigtigt tilbud',
      description:
        'Vi ser opgaven på stedet, tager mål og vurderer huset. Derefter får du et skriftligt tilbud, hvor det står klart, hvad der er med, hvad det koster, og hvor lang tid det tager.',
      icon: 'clipboard',
    },
    {
      title: 'Kvalitetsbevidst udførelse',
      description:
        'Vores håndværkere udfører arbejdet efter gældende regler og med gennemprøvede materialer. Du har én fast kontaktperson, og vi holder dig orienteret undervejs.',
      icon: 'hammer',
    },
    {
      title: 'Aflevering og kvalitetssikring',
      description:
        'Når arbejdet er færdigt, gennemgår vi det sammen med dig. Vi retter eventuelle mangler, rydder op og afleverer dokumentation for det udførte arbejde.',
      icon: 'check',
    },
  ],
  howToName: 'Sådan foregår et projekt hos Nordkyst Byg ApS',
  seoTitle: 'Hvad du kan forvente – projektforløbet | Nordkyst Byg',
  seoDescription:
    'Fra første samtale til aflevering: se hvordan et bygge- eller renoveringsprojekt foregår hos os. Gratis besigtigelse og svar inden for 24 timer.',
};

export const QUOTE_PAGE = {
  steps: [
    'Udfyld formularen med en beskrivelse af dit projekt.',
    'Vi ringer dig op inden for 24 timer og aftaler et besøg.',
    'Modtag et skræddersyet og uforpligtende tilbud.',
    'Vi starter projektet, når du siger ja.',
  ],
  /** Each trade's picture: a reference to a gallery item by id (category and place), not by title. */
  expertise: [
    { label: 'Køkkener', galleryId: 'gallery-indretning-02' }, // Køkken i eg med kogeø i Hillerød
    { label: 'Badeværelser', galleryId: 'gallery-indretning-01' }, // Badeværelsesrenovering i Hornbæk
    { label: 'Anlægsarbejde', galleryId: 'gallery-haveanlaeg-01' }, // Træhegn i lærk ved parcelhus i Fredensborg
    { label: 'Tagarbejde', galleryId: 'gallery-specialarbejde-01' }, // Omlægning af tegltag i Hellebæk
  ],
  exampleQuote: {
    buttonLabel: 'Se et eksempel på et tilbud',
    title: 'Eksempel på et tilbud',
    subject: 'Tilbud på renovering af køkken',
    greeting: 'Kære Anne og Peter',
    intro:
      'Tak for en god snak ved besigtigelsen i sidste uge. Som aftalt sender vi her vores tilbud på renovering af jeres køkken.',
    scopeHeading: 'Opgaven omfatter',
    scope: [
      'Nedtagning og bortskaffelse af det eksisterende køkken',
      'Montering af nyt køkken med bordplade, vask og hårde hvidevarer',
      'Flytning af to stikkontakter og tilslutning af vand og afløb',
      'Nye fliser mellem over- og underskabe samt maling af vægge og loft',
    ],
    terms: [
      { label: 'Pris', value: '87.500 kr. inkl. moms' },
      { label: 'Tidsforbrug', value: '3 uger' },
      { label: 'Gyldighed', value: 'Tilbuddet er gyldigt i 30 dage' },
    ],
    closing: 'Ring endelig, hvis I har spørgsmål til tilbuddet.',
    signOff: 'Med venlig hilsen',
  },
  exampleDescription: {
    buttonLabel: 'Se et eksempel på en god opgavebeskrivelse',
    title: 'Eksempel på en god opgavebeskrivelse',
    example:
      'Vi vil gerne have renoveret vores badeværelse på ca. 6 m² i et parcelhus fra 1974. Der er i dag klinker på gulvet og fliser på væggene, og der er problemer med fugt i hjørnet ved bruseren.\n\nVi ønsker gulvvarme, en walk-in bruser, nyt toilet og ny håndvask med skab. Vi vil gerne have lyse fliser og forestiller os, at arbejdet kan begynde i foråret. Billeder af badeværelset er vedhæftet.',
    tipsHeading: 'Det gør en beskrivelse god',
    tips: [
      'Hvad opgaven er, og hvor stort området er',
      'Husets alder og rummets nuværende stand',
      'Dine ønsker til materialer og løsninger',
      'Hvornår du gerne vil have arbejdet udført',
      'Billeder, der viser, hvordan det ser ud i dag',
    ],
  },
  offerName: 'Gratis og uforpligtende tilbud',
  offerServiceType: 'Tilbud på bygge- og renoveringsopgaver',
  offerDescription: 'Gratis besigtigelse og uforpligtende tilbud',
  seoTitle: 'Få et gratis og uforpligtende tilbud | Nordkyst Byg ApS',
  seoDescription:
    'Beskriv dit projekt, og modtag et gratis og uforpligtende tilbud inden for 48 timer. Vi ringer dig op inden for 24 timer.',
};

export const SERVICES_PAGE = {
  intro:
    'Fra det lille badeværelse til det nye hus: vi løser bygge- og renoveringsopgaver for private og erhverv i hele Nordsjælland.',
  invitationHeading: 'Har du et projekt i tankerne?',
  serviceIntroHeading: 'Sådan hjælper vi dig',
  serviceBenefitsHeading: 'Det får du',
  seoTitle: 'Services – renovering, nybyg og anlæg | Nordkyst Byg ApS',
  seoDescription:
    'Se alle vores services: badeværelser, boligrenovering, nybyg, erhvervsopgaver, anlægsarbejde, terrasser, vinduer og døre samt tømreropgaver i Nordsjælland.',
};

export const GALLERY_PAGE = {
  intro: 'Et udvalg af de projekter, vi har udført for private og erhverv i Nordsjælland.',
  introHeading: 'Vores projekter',
  introText:
    'Fra nye badeværelser og køkkener til haveanlæg, tilbygninger og helt nye huse. Klik på et billede for at se det i stor størrelse og læse om opgaven.',
  galleryName: 'Projekter fra Nordkyst Byg ApS',
  seoTitle: 'Galleri – udvalgte projekter | Nordkyst Byg ApS',
  seoDescription:
    'Se billeder fra vores projekter i Nordsjælland: renovering, haveanlæg, byggeri, nybyggeri, indretning og specialarbejde.',
};

export const CONTACT_PAGE = {
  seoTitle: 'Kontakt os | Nordkyst Byg ApS',
  seoDescription:
    'Skriv eller ring til Nordkyst Byg ApS i Gilleleje. Vi svarer inden for 24 timer og giver gerne et gratis tilbud.',
};
