import { SITE_SETTINGS } from './site.ts';

/** A paragraph, or a bullet list when given as an array of items. */
export type PrivacyParagraph = string | string[];

export interface PrivacySectionSeed {
  heading: string;
  body: PrivacyParagraph[];
}

const { companyName, address, cvr, email } = SITE_SETTINGS;

export const PRIVACY_POLICY = {
  title: 'Privatlivspolitik',
  lastUpdated: '2023-08-01',
  seoTitle: 'Privatlivspolitik | Nordkyst Byg',
  seoDescription:
    'Sådan behandler Nordkyst Byg ApS dine personoplysninger, når du kontakter os, beder om et tilbud eller bruger vores hjemmeside.',
  sections: [
    {
      heading: 'Generelt',
      body: [
        `Denne privatlivspolitik beskriver, hvordan ${companyName} indsamler og behandler personoplysninger om dig, når du kontakter os, beder om et tilbud, bliver kunde hos os eller besøger vores hjemmeside.`,
        'Vi behandler dine oplysninger fortroligt og i overensstemmelse med databeskyttelsesforordningen (GDPR) og databeskyttelsesloven.',
      ],
    },
    {
      heading: 'Dataansvarlig',
      body: [
        'Den dataansvarlige for behandlingen af dine personoplysninger er:',
        [
          companyName,
          `${address.street}, ${address.postalCode} ${address.town}`,
          `CVR-nr. ${cvr}`,
          `E-mail: ${email}`,
        ],
        'Har du spørgsmål til vores behandling af dine oplysninger, er du altid velkommen til at skrive til os.',
      ],
    },
    {
      heading: 'Hvilke oplysninger indsamler vi',
      body: [
        'Vi indsamler kun de oplysninger, der er nødvendige for at kunne besvare din henvendelse og udføre opgaven:',
        [
          'Kontaktoplysninger: navn, adresse, postnummer, telefonnummer og e-mailadresse.',
          'Oplysninger om din bolig eller dit projekt: beskrivelse af opgaven, fotos, tegninger og andre filer, som du sender til os.',
          'Korrespondance: e-mails, beskeder og noter fra samtaler med dig.',
          'Brug af hjemmesiden: oplysninger om dit besøg, som indsamles via cookies, fx hvilke sider du besøger, og hvilken browser du bruger.',
        ],
      ],
    },
    {
      heading: 'Formål med behandlingen',
      body: [
        'Vi bruger dine oplysninger til at:',
        [
          'besvare din henvendelse og kontakte dig, som du har bedt om,',
          'udarbejde tilbud og planlægge besigtigelse,',
          'udføre og dokumentere den aftalte opgave,',
          'fakturere og opfylde vores forpligtelser efter bogføringsloven,',
          'forbedre og sikre driften af vores hjemmeside.',
        ],
      ],
    },
    {
      heading: 'Retsgrundlag',
      body: [
        'Vi behandler dine oplysninger på grundlag af databeskyttelsesforordningens artikel 6:',
        [
          'artikel 6, stk. 1, litra b, når behandlingen er nødvendig for at give dig et tilbud eller opfylde en aftale med dig,',
          'artikel 6, stk. 1, litra c, når vi skal overholde en retlig forpligtelse, fx efter bogføringsloven,',
          'artikel 6, stk. 1, litra f, når vi har en legitim interesse i at besvare henvendelser og drive vores hjemmeside,',
          'artikel 6, stk. 1, litra a, når du har givet dit samtykke, fx til cookies, der ikke er nødvendige.',
        ],
      ],
    },
    {
      heading: 'Videregivelse af oplysninger',
      body: [
        'Vi sælger aldrig dine oplysninger. Vi videregiver dem kun, når det er nødvendigt for at løse opgaven, eller når loven kræver det:',
        [
          'til underleverandører og samarbejdspartnere, fx VVS-installatører, elektrikere og murere, der udfører en del af arbejdet,',
          'til offentlige myndigheder, fx kommunen i forbindelse med byggetilladelser eller Skattestyrelsen, når loven kræver det.',
        ],
        'Vores it-leverandører, der driver hjemmeside og e-mail, behandler oplysningerne på vores vegne efter en databehandleraftale.',
      ],
    },
    {
      heading: 'Opbevaring',
      body: [
        'Vi opbevarer kun dine oplysninger, så længe det er nødvendigt for de formål, de er indsamlet til.',
        'Når du sender en formular på hjemmesiden, gemmer vi den i vores database, så din henvendelse ikke går tabt, hvis e-mailen ikke kan sendes med det samme. Vedhæftede filer sletter vi fra databasen, så snart de er sendt til vores indbakke. Filer, der er for store til at blive sendt med e-mailen, modtager vi i stedet som et link, der udløber 14 dage efter, at vi har modtaget henvendelsen; så sletter vi filerne fra databasen. Selve henvendelsen gemmer vi, så vi kan følge op på den: en besked fra kontaktformularen og en tilbudsforespørgsel sletter vi 12 måneder efter, at vi har modtaget den, en jobansøgning 6 måneder efter, og en henvendelse, vi har vurderet som spam, 30 dage efter. Beder du os om det, sletter vi den med det samme.',
        'For at ingen kan misbruge formularerne, gemmer vi, når du sender en formular, en nøgle afledt af din IP-adresse og en afledt af det, du har skrevet; selve adressen og teksten kan ikke læses ud af nøglerne. Med dem begrænser vi, hvor meget der kan sendes fra samme sted, og genkender den samme tekst sendt igen og igen som spam. Nøglen fra teksten sletter vi efter et døgn, nøglen fra IP-adressen efter et døgn, eller når de filer, du har sendt, er slettet, hvis det sker senere.',
        'Henvendelser og tilbud, der ikke fører til en aftale, sletter vi senest 12 måneder efter sidste kontakt. Oplysninger om udførte opgaver gemmer vi i op til 5 år efter afleveringen af hensyn til reklamationer, og regnskabsmateriale gemmer vi i 5 år efter regnskabsårets udløb, som bogføringsloven kræver.',
      ],
    },
    {
      heading: 'Dine rettigheder',
      body: [
        'Du har efter databeskyttelsesforordningen en række rettigheder over for vores behandling af dine oplysninger:',
        [
          'Ret til indsigt i de oplysninger, vi behandler om dig.',
          'Ret til berigtigelse af forkerte oplysninger.',
          'Ret til sletning af oplysninger, som vi ikke længere har grund til at behandle.',
          'Ret til begrænsning af behandlingen.',
          'Ret til dataportabilitet, så du kan få dine oplysninger udleveret i et almindeligt format.',
          'Ret til indsigelse mod behandlingen.',
          'Ret til at trække dit samtykke tilbage, hvis behandlingen bygger på samtykke.',
        ],
        `Vil du gøre brug af dine rettigheder, kan du skrive til ${email}.`,
      ],
    },
    {
      heading: 'Klage til Datatilsynet',
      body: [
        'Er du utilfreds med den måde, vi behandler dine personoplysninger på, kan du klage til Datatilsynet:',
        [
          'Datatilsynet',
          'Carl Jacobsens Vej 35, 2500 Valby',
          'Telefon 33 19 32 00',
          'E-mail dt@datatilsynet.dk',
          'www.datatilsynet.dk',
        ],
      ],
    },
    {
      heading: 'Ændringer i privatlivspolitikken',
      body: [
        'Vi kan opdatere denne privatlivspolitik, fx hvis lovgivningen ændres, eller hvis vi ændrer den måde, vi behandler oplysninger på. Den nyeste version findes altid på denne side med datoen for seneste opdatering.',
      ],
    },
  ] satisfies PrivacySectionSeed[],
};
