import { SITE_SETTINGS } from './site.ts';

/** A paragraph, or a bullet list when given as an array of items. */
export type PrivacyParagraph = string | string[];

export interface PrivacySectionSeed {
  heading: string;
  body: PrivacyParagraph[];
}

const { companyName, address, cvr, email } = SITE_SETTINGS;

/**
 * The seed's privacy policy: true of this site as the code runs it (what each form sends, who processes
 * it and where, how long the database keeps it, which cookies are set), not the spec's generic text
 * (docs/decisions/053-privacy-text-true-of-this-site.md). The owner edits it in the Studio.
 */
export const PRIVACY_POLICY = {
  title: 'Privatlivspolitik',
  lastUpdated: '2026-11-27',
  seoTitle: 'Privatlivspolitik | Nordkyst Byg',
  seoDescription:
    'Sådan behandler Nordkyst Byg ApS dine personoplysninger, når du kontakter os, beder om et tilbud eller bruger vores hjemmeside.',
  sections: [
    {
      heading: 'Generelt',
      body: [
        `Denne privatlivspolitik beskriver, hvordan ${companyName} behandler personoplysninger om dig, når du besøger vores hjemmeside, skriver til os, beder om et tilbud, søger arbejde hos os eller bliver kunde hos os.`,
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
        'Vi får kun de oplysninger, du selv sender os, og dem, der er nødvendige for at vise dig hjemmesiden:',
        [
          'Kontaktformularen: navn, e-mail, telefonnummer og din besked.',
          'Tilbudsformularen: navn, e-mail, telefonnummer, adresse, postnummer, beskrivelsen af opgaven, de filer, du vedhæfter (fx fotos, tegninger, PDF- og Word-filer), og at du har accepteret privatlivspolitikken.',
          'Jobansøgningen: fornavn, efternavn, fødselsdato, fødeland, fødeby, om du har børn, om du er gift, telefonnummer, e-mail, sidste adresse i udlandet, postnummer, by og land.',
          'Når du sender en formular: din IP-adresse, som vi kun gemmer som en nøgle (se »Opbevaring«).',
          'Når du sender en formular, sender den også med, hvilken side på hjemmesiden du sendte den fra, kampagneparametrene i den sides adresse (utm_source, utm_medium og utm_campaign, fx fra en annonce) og navnet på det websted, du kom fra til siden (fx google.com, eller vores eget, hvis du kom fra en anden af vores sider). Andre parametre, fx annoncørernes klik-id, sendes ikke med.',
          'Korrespondance: e-mails, beskeder og noter fra samtaler med dig.',
        ],
        'Når din browser henter siderne og billederne, ser serverne hos Netlify og Sanity din IP-adresse og din browsertype, som enhver webserver gør (se »Videregivelse af oplysninger«).',
        'Hjemmesiden sætter ingen cookies og bruger ingen værktøjer til statistik eller markedsføring. Kortet fra Google Maps på kontaktsiden og opslagene fra vores Facebook-side på forsiden hentes først, når du klikker på »Vis kort« eller »Vis Facebook-opslag«. Så modtager Google eller Facebook (Meta) oplysninger om dit besøg, fx din IP-adresse, og de kan sætte deres egne cookies. Hvad de gør med oplysningerne, står i deres egne privatlivspolitikker. Sætter du flueben ved »Husk mit valg på denne enhed«, gemmer din browser dit valg i sit lokale lager (ikke en cookie), indtil du klikker på »Glem mit valg«.',
      ],
    },
    {
      heading: 'Formål med behandlingen',
      body: [
        'Vi bruger dine oplysninger til at:',
        [
          'besvare din henvendelse og kontakte dig, som du har bedt om,',
          'udarbejde tilbud og planlægge besigtigelse,',
          'vurdere din jobansøgning og kontakte dig om den; fødselsdato, fødested, familieforhold og din sidste adresse i udlandet bruger vi, hvis vi går videre med ansættelsen og de papirer, arbejde i Danmark kræver,',
          'udføre og dokumentere den aftalte opgave,',
          'fakturere og opfylde vores forpligtelser efter bogføringsloven,',
          'beskytte formularerne mod misbrug og spam,',
          'se, hvilke sider og kampagner der giver henvendelser, ud fra den side og kampagne, en formular blev sendt fra.',
        ],
      ],
    },
    {
      heading: 'Retsgrundlag',
      body: [
        'Vi behandler dine oplysninger på grundlag af databeskyttelsesforordningens artikel 6:',
        [
          'artikel 6, stk. 1, litra b, når du beder om et tilbud, skriver til os eller søger job, og når vi opfylder en aftale med dig,',
          'artikel 6, stk. 1, litra c, når vi skal overholde en retlig forpligtelse, fx efter bogføringsloven,',
          'artikel 6, stk. 1, litra f, når vi har en legitim interesse i at beskytte formularerne mod misbrug, i at drive hjemmesiden sikkert og i at se, hvilke sider og kampagner der giver henvendelser,',
          'artikel 6, stk. 1, litra a, når du har givet dit samtykke ved at vælge at vise kortet eller Facebook-opslagene.',
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
        'Disse leverandører driver hjemmesiden og formularerne og behandler oplysningerne på vores vegne efter en databehandleraftale:',
        [
          'Supabase: databasen og funktionerne, der modtager formularerne og sender e-mailene. Vores projekt ligger i Supabases EU-region i Frankfurt (Tyskland), så dine henvendelser og filer opbevares i EU.',
          'Resend: sender e-mailene, dvs. din henvendelse med alle felter og filer til vores indbakke og kvitteringen til din e-mail. E-mailene sendes fra Resends servere i EU (Irland), men Resend gemmer dem og deres log i USA; de sendte e-mails gemmer Resend i 1 dag på den plan, vi bruger.',
          'Sanity: hjemmesidens tekster og billeder, som vi redigerer der, og som Sanity gemmer hos Google Cloud. Sanity får ingen oplysninger fra formularerne; billederne hentes fra Sanitys billedservere, som ser din IP-adresse.',
          'Netlify: leverer hjemmesidens sider fra servere i hele verden og fører en teknisk log over besøg med bl.a. IP-adresse, som Netlify gemmer i USA.',
        ],
        'De fire er amerikanske virksomheder. Når oplysninger overføres til USA, sker det på grundlag af EU-US Data Privacy Framework eller EU-Kommissionens standardkontraktbestemmelser.',
      ],
    },
    {
      heading: 'Opbevaring',
      body: [
        'Vi opbevarer kun dine oplysninger, så længe det er nødvendigt for de formål, de er indsamlet til.',
        'Når du sender en formular på hjemmesiden, gemmer vi den i vores database, så din henvendelse ikke går tabt, hvis e-mailen ikke kan sendes med det samme. Billeder og filer til en tilbudsforespørgsel sendes til vores fillager hos Supabase, så snart du har valgt dem, altså før du trykker på send, så du ikke skal vente på dem bagefter. Sender du ikke forespørgslen, sletter vi dem inden for et døgn. Filerne til en sendt forespørgsel kommer med i e-mailen til vores indbakke eller som et link, og vi sletter dem fra fillageret 14 dage efter, at vi har modtaget forespørgslen. Indtil alt er sendt, gemmer din browser forespørgslen og billederne på din enhed i op til et døgn, så intet går tabt, hvis forbindelsen svigter; de slettes derfra, når alt er sendt. Selve henvendelsen gemmer vi, så vi kan følge op på den: en besked fra kontaktformularen og en tilbudsforespørgsel sletter vi 12 måneder efter, at vi har modtaget den, en jobansøgning 6 måneder efter, og en henvendelse, vi har vurderet som spam, 30 dage efter. Beder du os om det, sletter vi den med det samme.',
        'For at ingen kan misbruge formularerne, gemmer vi, når du sender en formular, en nøgle afledt af din IP-adresse og en afledt af det, du har skrevet; selve adressen og teksten kan ikke læses ud af nøglerne. Med dem begrænser vi, hvor meget der kan sendes fra samme sted, og genkender den samme tekst sendt igen og igen som spam. Nøglen fra teksten sletter vi efter et døgn, nøglen fra IP-adressen efter et døgn, eller når de filer, du har sendt, er slettet, hvis det sker senere. På samme måde gemmer vi en nøgle afledt af din e-mail i et døgn, så ingen kan få formularerne til at sende mange kvitteringer til den samme adresse.',
        'Når vi finder alt, hvad vi har om en person, fx for at give indsigt eller slette, noterer vi i en log, hvilke henvendelser det drejede sig om (deres nummer), men ikke hvem personen er. Loggen gemmer vi i 2 år.',
        'Kan vores database ikke gemme en henvendelse, når du sender den, sender vi den i stedet direkte til vores indbakke, så den ikke går tabt; så findes den kun dér.',
        'Siden, kampagneparametrene og webstedet, du kom fra, gemmer vi sammen med henvendelsen og lige så længe som den. Hjemmesiden sætter ingen cookies til det og gemmer intet på din enhed: oplysningerne læses, når du sender formularen, fra den side, du er på.',
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
          'Ret til at trække dit samtykke tilbage, hvis behandlingen bygger på samtykke. Dit valg om at vise kortet eller Facebook-opslagene trækker du tilbage med »Glem mit valg«.',
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
        'Vi opdaterer denne privatlivspolitik, når vi ændrer den måde, vi behandler oplysninger på, eller når lovgivningen ændres. Den nyeste version findes altid på denne side, og datoen øverst viser, hvornår den sidst blev ændret.',
      ],
    },
  ] satisfies PrivacySectionSeed[],
};
