import { PRIMARY_SERVICES } from '../spec-facts.ts';

/** Company details: every value from the demo identity (docs/content-model.md, siteSettings). */
export const SITE_SETTINGS = {
  companyName: 'Nordkyst Byg ApS',
  legalForm: 'ApS (anpartsselskab)',
  cvr: '12345674',
  address: { street: 'Strandvejen 24', postalCode: '3250', town: 'Gilleleje', region: 'Nordsjælland' },
  phone: '+4512345678',
  phoneDisplay: '12 34 56 78',
  email: 'kontakt@nordkystbyg.dk',
  openingHours: '09:00 - 16:00',
  openingHoursSpecification: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '16:00',
  },
  callbackPromise: 'inden for 24 timer',
  socialUrl: 'https://www.facebook.com/nordkystbyg',
  mapPosition: { lat: 56.1213, lng: 12.3106 },
  siteUrl: 'https://www.nordkystbyg.dk',
  defaultSeoDescription:
    'Nordkyst Byg ApS i Gilleleje renoverer, bygger til og bygger nyt for private og erhverv i hele Nordsjælland. Få et gratis og uforpligtende tilbud.',
  invitationHeading: 'Klar til at komme i gang?',
  invitationText: 'Fortæl os om dit projekt, så giver vi dig et gratis og uforpligtende tilbud.',
  aboutShort:
    'Nordkyst Byg er et lokalt byggefirma i Gilleleje. Vi renoverer, bygger til og bygger nyt for private og erhverv i hele Nordsjælland – med ordentligt håndværk, klare aftaler og én fast kontaktperson hele vejen.',
};

export const HOME_PAGE = {
  heroTitle: 'Byggeri og renovering i Nordsjælland',
  heroTagline: 'Dit byggeprojekt i trygge hænder',
  heroAlt: 'Nyt hus med sort træfacade og saddeltag i klitlandskabet ved den nordsjællandske kyst',
  aboutHeading: 'Lokalt håndværk fra Gilleleje',
  aboutText:
    'Nordkyst Byg ApS er et lokalt byggefirma med base i Gilleleje. Vi renoverer, bygger til og bygger nyt for private boligejere og erhvervskunder i hele Nordsjælland – fra Helsingør og Hornbæk til Hillerød, Fredensborg og Tisvilde. Vi kender de nordsjællandske huse, fra fiskerhuse og sommerhuse i træ til murermestervillaer, og vi ved, hvad salt vind og fugt kræver af materialerne. Hos os får du et gennemskueligt tilbud, én fast kontaktperson og håndværkere, der rydder op efter sig.',
  contactHeading: 'Kontakt os i dag',
  coreServicesHeading: 'Vores kerneydelser',
  coreServiceSlugs: ['boligrenovering', 'nybyg', 'anlaegsarbejde'],
  benefitsHeading: 'Derfor vælger kunderne os',
  benefits: [
    {
      title: 'Klare aftaler',
      description:
        'Du får et skriftligt tilbud med en tydelig beskrivelse af opgaven, så du ved, hvad du betaler for, før vi går i gang.',
    },
    {
      title: 'Én fast kontaktperson',
      description:
        'Den samme projektleder følger dit projekt fra første besøg til aflevering og er altid til at få fat på.',
    },
    {
      title: 'Lokalkendskab',
      description:
        'Vi bor og arbejder i Nordsjælland, kender de lokale huse og byggeskikke og er hurtigt på pladsen.',
    },
    {
      title: 'Hurtigt svar',
      description:
        'Når du har skrevet eller ringet, kontakter vi dig inden for 24 timer for at aftale et besøg.',
    },
    {
      title: 'Håndværk, der holder',
      description:
        'Vi bruger gennemprøvede materialer, følger gældende byggeregler og dokumenterer de skjulte arbejder.',
    },
    {
      title: 'Ryddelig byggeplads',
      description:
        'Vi dækker af, holder orden undervejs og afleverer dit hjem rengjort, når arbejdet er færdigt.',
    },
  ],
  featuredProjectsHeading: 'Udvalgte projekter',
  testimonialsHeading: 'Det siger vores kunder',
  socialHeading: 'Følg os på Facebook',
  socialText: 'Se vores seneste projekter og nyheder på vores Facebook-side.',
  seoTitle: 'Byggefirma i Nordsjælland | Nordkyst Byg ApS',
  seoDescription:
    'Nordkyst Byg i Gilleleje renoverer, bygger til og bygger nyt i hele Nordsjælland. Få et gratis tilbud – vi ringer tilbage inden for 24 timer.',
};

export const ABOUT_PAGE = {
  title: 'Om Nordkyst Byg',
  intro:
    'Vi er et nordsjællandsk byggefirma med base i Gilleleje og håndværkere, der tager ansvar for hele opgaven.',
  missionHeading: 'Vores mission',
  mission:
    'Vores mission er at gøre det trygt at bygge og renovere. Et godt byggeprojekt begynder med en ærlig samtale om dine ønsker, din økonomi og dit hus. Derfor giver vi gennemskuelige tilbud, holder de aftaler, vi indgår, og siger det med det samme, hvis vi finder noget uventet bag en væg eller under et gulv. Vi løser opgaver i alle størrelser – fra et nyt badeværelse i en lejlighed i Helsingør til et helt nyt hus i Tisvilde – og vi lægger den samme omhu i dem alle.',
  primaryServicesHeading: 'Det laver vi',
  primaryServices: PRIMARY_SERVICES,
  approachHeading: 'Vores tilgang',
  approach:
    'Vi begynder altid med et besøg, hvor vi ser huset, lytter til dine ønsker og taler om muligheder og økonomi. Derefter får du et skriftligt tilbud med en klar beskrivelse af arbejdet og en tidsplan. Mens vi arbejder, har du én fast kontaktperson, og vi giver dig besked, hvis planen ændrer sig. Til sidst gennemgår vi det færdige arbejde sammen med dig, så vi er sikre på, at alt er, som det skal være.',
  imageAlt: 'Tømrere fra Nordkyst Byg rejser træskelet og spær til en tilbygning',
  seoTitle: 'Om os – byggefirma i Gilleleje | Nordkyst Byg',
  seoDescription:
    'Mød Nordkyst Byg: et lokalt byggefirma i Gilleleje med erfarne håndværkere, klare aftaler og én fast kontaktperson på hvert projekt.',
};

export const TESTIMONIALS = [
  {
    quote:
      'Nordkyst Byg renoverede vores badeværelse fra bunden. De holdt tidsplanen, ryddede op hver dag og forklarede undervejs, hvad de lavede. Resultatet er blevet smukkere, end vi havde forestillet os.',
    author: 'Mette og Jens Holm',
    location: 'Hornbæk',
  },
  {
    quote:
      'Vi fik bygget en tilbygning på 40 m² til vores parcelhus. Byggelederen var nem at få fat på, og da de fandt råd i en gammel bjælke, ringede de med det samme og gav os en fast pris på reparationen.',
    author: 'Anders Kjær',
    location: 'Hillerød',
  },
  {
    quote:
      'Nyt hegn, ny indkørsel og en terrasse på to niveauer – alt sammen leveret til aftalt pris og tid. Håndværkerne var venlige og grundige, og vi bruger dem gerne igen.',
    author: 'Louise Brandt',
    location: 'Fredensborg',
  },
];
