import { defineField, defineType } from 'sanity';

/** The icons the process page can draw; the website holds one drawing for each. */
export const PHASE_ICONS = [
  { title: 'Samtale', value: 'chat' },
  { title: 'Tilbud (skriveblok)', value: 'clipboard' },
  { title: 'Udførelse (hammer)', value: 'hammer' },
  { title: 'Aflevering (flueben)', value: 'check' },
] as const;

export const processPhase = defineType({
  name: 'processPhase',
  title: 'Fase',
  type: 'object',
  description: 'En fase i "Sådan foregår det" på siden "Forløbet". Faserne nummereres automatisk.',
  fields: [
    defineField({
      name: 'title',
      title: 'Overskrift',
      description: 'Fasen i få ord, fx "Indledende dialog".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      description: 'Hvad der sker i fasen, i to-tre sætninger.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Skriv en beskrivelse.'),
    }),
    defineField({
      name: 'icon',
      title: 'Ikon',
      description: 'Tegningen ved fasen.',
      type: 'string',
      options: { list: [...PHASE_ICONS], layout: 'radio' },
      initialValue: 'check',
      validation: (rule) => rule.required().error('Vælg et ikon.'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
