import { defineArrayMember, defineField, defineType } from 'sanity';

/** An example of a good task description behind a button on the quote page, so prospects know what to write. */
export const exampleDescription = defineType({
  name: 'exampleDescription',
  title: 'Eksempel på en god opgavebeskrivelse',
  type: 'object',
  description: 'Et eksempel, der viser kunden, hvad en god beskrivelse af opgaven indeholder.',
  fields: [
    defineField({
      name: 'buttonLabel',
      title: 'Knaptekst',
      description:
        'Teksten på knappen, der åbner eksemplet, fx "Se et eksempel på en god opgavebeskrivelse".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en knaptekst.'),
    }),
    defineField({
      name: 'title',
      title: 'Overskrift',
      description: 'Overskriften i vinduet.',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
    }),
    defineField({
      name: 'example',
      title: 'Eksemplet',
      description: 'Beskrivelsen, som en kunde kunne skrive den. Lav en tom linje mellem afsnit.',
      type: 'text',
      rows: 8,
      validation: (rule) => rule.required().error('Skriv eksemplet.'),
    }),
    defineField({
      name: 'tipsHeading',
      title: 'Overskrift over gode råd',
      description: 'Fx "Det gør en beskrivelse god".',
      type: 'string',
    }),
    defineField({
      name: 'tips',
      title: 'Gode råd',
      description: 'Korte punkter om, hvad en god beskrivelse indeholder.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
  ],
});
