import { defineArrayMember, defineField, defineType } from 'sanity';

/** The sample quote e-mail behind a button on the quote page, so visitors see what they will receive. */
export const exampleQuote = defineType({
  name: 'exampleQuote',
  title: 'Eksempel på et tilbud',
  type: 'object',
  description:
    'Et eksempel på den e-mail, kunden får med jeres tilbud. Afsender og underskrift hentes fra firmaoplysningerne.',
  fields: [
    defineField({
      name: 'buttonLabel',
      title: 'Knaptekst',
      description: 'Teksten på knappen, der åbner eksemplet, fx "Se et eksempel på et tilbud".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en knaptekst.'),
    }),
    defineField({
      name: 'title',
      title: 'Overskrift',
      description: 'Overskriften i vinduet, fx "Eksempel på et tilbud".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
    }),
    defineField({
      name: 'subject',
      title: 'Emne',
      description: 'E-mailens emnelinje, fx "Tilbud på renovering af køkken".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en emnelinje.'),
    }),
    defineField({
      name: 'greeting',
      title: 'Hilsen',
      description: 'Fx "Kære Anne og Peter".',
      type: 'string',
    }),
    defineField({
      name: 'intro',
      title: 'Indledning',
      description: 'Første afsnit af e-mailen.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'scopeHeading',
      title: 'Overskrift over opgaven',
      description: 'Fx "Opgaven omfatter".',
      type: 'string',
    }),
    defineField({
      name: 'scope',
      title: 'Opgavens punkter',
      description: 'Hvad tilbuddet dækker, et punkt pr. linje.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'terms',
      title: 'Pris og vilkår',
      description: 'Fx "Pris: 87.500 kr. inkl. moms", "Tidsforbrug: 3 uger", "Gyldighed: 30 dage".',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'term',
          title: 'Vilkår',
          fields: [
            defineField({
              name: 'label',
              title: 'Navn',
              description: 'Fx "Pris".',
              type: 'string',
              validation: (rule) => rule.required().error('Skriv et navn, fx "Pris".'),
            }),
            defineField({
              name: 'value',
              title: 'Værdi',
              description: 'Fx "87.500 kr. inkl. moms".',
              type: 'string',
              validation: (rule) => rule.required().error('Skriv en værdi.'),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'value' } },
        }),
      ],
    }),
    defineField({
      name: 'closing',
      title: 'Afslutning',
      description: 'Sidste afsnit før underskriften, fx "Ring endelig, hvis I har spørgsmål til tilbuddet."',
      type: 'text',
      rows: 2,
    }),
    defineField({
      name: 'signOff',
      title: 'Hilsen til sidst',
      description: 'Fx "Med venlig hilsen". Firmanavn og telefonnummer sættes under automatisk.',
      type: 'string',
    }),
  ],
});
