import { defineField } from 'sanity';
import { headingField, paragraphField } from '../fields/copy-fields.ts';
import { isValidCvr } from '../fields/cvr.ts';
import { imageField } from '../fields/image-field.ts';
import { SEO_DESCRIPTION_MAX } from '../fields/seo-fields.ts';
import { defineSingleton } from '../fields/singleton.ts';

export const siteSettings = defineSingleton({
  name: 'siteSettings',
  title: 'Firmaoplysninger',
  description:
    'Navn, CVR, adresse og kontaktoplysninger, som hjemmesiden viser i top, sidefod og på kontaktsiden.',
  groups: [
    { name: 'company', title: 'Firma' },
    { name: 'contact', title: 'Kontakt' },
    { name: 'web', title: 'Hjemmeside' },
  ],
  fields: [
    defineField({
      name: 'companyName',
      title: 'Firmanavn',
      description: 'Det registrerede navn, fx "Nordkyst Byg ApS". Loven kræver, at det står på hjemmesiden.',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required().error('Skriv firmanavnet.'),
    }),
    defineField({
      name: 'legalForm',
      title: 'Selskabsform',
      description: 'Fx "ApS (anpartsselskab)".',
      type: 'string',
      group: 'company',
    }),
    defineField({
      name: 'cvr',
      title: 'CVR-nummer',
      description:
        'Firmaets CVR-nummer, otte cifre uden mellemrum. Loven kræver, at det står på hjemmesiden.',
      type: 'string',
      group: 'company',
      validation: (rule) =>
        rule
          .required()
          .custom((cvr) =>
            typeof cvr !== 'string' || isValidCvr(cvr)
              ? true
              : 'CVR-nummeret skal være 8 cifre med gyldigt kontrolciffer. Tjek det på virk.dk.',
          ),
    }),
    defineField({
      name: 'address',
      title: 'Adresse',
      description: 'Firmaets adresse.',
      type: 'address',
      group: ['company', 'contact'],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phone',
      title: 'Telefonnummer til opkald',
      description: 'Nummeret, telefonen ringer op, med landekode og uden mellemrum, fx "+4512345678".',
      type: 'string',
      group: 'contact',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\+[1-9]\d{7,14}$/, { name: 'telefonnummer' })
          .error('Skriv nummeret med landekode og uden mellemrum, fx +4512345678.'),
    }),
    defineField({
      name: 'phoneDisplay',
      title: 'Telefonnummer som vist',
      description: 'Sådan står nummeret på siden, fx "12 34 56 78".',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().error('Skriv telefonnummeret, som det skal vises.'),
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      description: 'Den adresse, kunder kan skrive til, fx "kontakt@nordkystbyg.dk".',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email().error('Skriv en gyldig e-mailadresse.'),
    }),
    defineField({
      name: 'openingHours',
      title: 'Åbningstid',
      description: 'Teksten i toppen, sidefoden og på forsiden, fx "09:00 - 16:00".',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().error('Skriv åbningstiden.'),
    }),
    defineField({
      name: 'openingHoursSpecification',
      title: 'Åbningstider til Google',
      description: 'Dage og klokkeslæt, som Google viser i firmaoplysningerne.',
      type: 'openingHoursSpecification',
      group: 'contact',
    }),
    defineField({
      name: 'callbackPromise',
      title: 'Vi ringer tilbage',
      description: 'Hvor hurtigt I lover at ringe tilbage, fx "inden for 24 timer".',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().error('Skriv jeres løfte om at ringe tilbage.'),
    }),
    defineField({
      name: 'socialUrl',
      title: 'Facebook-side',
      description: 'Den fulde adresse på jeres Facebook-side, fx "https://www.facebook.com/nordkystbyg".',
      type: 'url',
      group: 'web',
      validation: (rule) =>
        rule.uri({ scheme: ['https'] }).error('Skriv en fuld adresse, der starter med https://.'),
    }),
    defineField({
      name: 'mapPosition',
      title: 'Placering på kortet',
      description: 'Hvor nålen står på kortet på kontaktsiden (breddegrad og længdegrad).',
      type: 'geopoint',
      group: 'contact',
    }),
    defineField({
      name: 'siteUrl',
      title: 'Hjemmesidens adresse',
      description:
        'Hjemmesidens fulde adresse uden skråstreg til sidst, fx "https://www.nordkystbyg.dk". Bruges i links, som Google og Facebook viser.',
      type: 'url',
      group: 'web',
      validation: (rule) => [
        rule
          .required()
          .uri({ scheme: ['https', 'http'] })
          .error('Skriv en fuld adresse, der starter med https://.'),
        rule.custom((url) =>
          typeof url === 'string' && url.endsWith('/') ? 'Fjern skråstregen til sidst i adressen.' : true,
        ),
      ],
    }),
    paragraphField({
      name: 'aboutShort',
      title: 'Kort om firmaet',
      description: 'To-tre sætninger om firmaet i sidefoden på alle sider.',
      rows: 3,
      group: 'web',
      message: 'Skriv en kort tekst om firmaet.',
    }),
    headingField({
      name: 'invitationHeading',
      title: 'Overskrift på opfordringen nederst',
      description:
        'Overskriften i det blå felt nederst på service-siderne, forløbet og service-oversigten (som kan have sin egen), fx "Klar til at komme i gang?".',
      group: 'web',
    }),
    paragraphField({
      name: 'invitationText',
      title: 'Tekst i opfordringen nederst',
      description:
        'En sætning eller to i det blå felt under overskriften. Løftet om at ringe tilbage (under Kontakt) står efter teksten af sig selv.',
      rows: 2,
      group: 'web',
      message: 'Skriv en kort tekst, der opfordrer til at bede om et tilbud.',
    }),
    defineField({
      name: 'defaultSeoDescription',
      title: 'Standardbeskrivelse til Google',
      description:
        'Beskrivelsen, Google og Facebook viser for en side, der ikke har sin egen SEO-beskrivelse. Tom: teksten "Kort om firmaet" bruges.',
      type: 'text',
      rows: 3,
      group: 'web',
      validation: (rule) =>
        rule
          .max(SEO_DESCRIPTION_MAX)
          .warning(`Beskrivelsen er over ${SEO_DESCRIPTION_MAX} tegn, så Google kan skære den af.`),
    }),
    imageField({
      name: 'defaultSeoImage',
      title: 'Standardbillede til deling',
      description:
        'Billedet, Facebook og andre viser, når en side uden eget billede deles. Helst 1200 × 630 pixels.',
      group: 'web',
    }),
  ],
  preview: {
    select: { title: 'companyName', subtitle: 'cvr', media: 'defaultSeoImage' },
    prepare: ({ title, subtitle, media }) => ({
      title,
      subtitle: subtitle ? `CVR ${subtitle}` : undefined,
      media,
    }),
  },
});
