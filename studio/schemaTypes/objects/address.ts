import { defineField, defineType } from 'sanity';

export const address = defineType({
  name: 'address',
  title: 'Adresse',
  type: 'object',
  description: 'Firmaets adresse, som den står i sidefoden, på kontaktsiden og i Googles firmaoplysninger.',
  fields: [
    defineField({
      name: 'street',
      title: 'Vej og husnummer',
      description: 'Fx "Strandvejen 24".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv vej og husnummer.'),
    }),
    defineField({
      name: 'postalCode',
      title: 'Postnummer',
      description: 'Det danske postnummer med fire cifre, fx "3250".',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\d{4}$/, { name: 'postnummer' })
          .error('Postnummeret skal være fire cifre.'),
    }),
    defineField({
      name: 'town',
      title: 'By',
      description: 'Byen, der hører til postnummeret, fx "Gilleleje".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv byen.'),
    }),
    defineField({
      name: 'region',
      title: 'Område',
      description: 'Den egn, I arbejder i, fx "Nordsjælland". Bruges i Googles firmaoplysninger.',
      type: 'string',
    }),
  ],
});
