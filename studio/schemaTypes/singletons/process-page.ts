import { defineArrayMember, defineField, defineType } from 'sanity';
import { introField, structuredNameField } from '../fields/copy-fields.ts';
import { itemCount } from '../fields/item-count.ts';
import { seoFields } from '../fields/seo-fields.ts';

export const processPage = defineType({
  name: 'processPage',
  title: 'Forløbet',
  type: 'document',
  description: 'Siden "Hvad du kan forvente": hvordan et projekt foregår hos jer.',
  groups: [
    { name: 'content', title: 'Indhold', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    introField({
      name: 'intro',
      title: 'Indledning',
      description: 'En kort linje under sidens overskrift "Hvad du kan forvente".',
      group: 'content',
    }),
    defineField({
      name: 'visitPoints',
      title: 'Vi kommer til dig',
      description: 'Tre korte punkter om besøget, fx besigtigelse, hurtigt svar og at det er gratis.',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'visitPoint' })],
      validation: (rule) =>
        itemCount(rule, {
          max: 6,
          message: 'Der kan højst være 6 punkter.',
          typical: { from: 3, to: 3, message: 'Siden er lavet til 3 punkter ved siden af hinanden.' },
        }),
    }),
    defineField({
      name: 'phases',
      title: 'Sådan foregår det',
      description:
        'Faserne fra første samtale til aflevering. De nummereres automatisk og gives også til Google som en vejledning.',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'processPhase' })],
      validation: (rule) =>
        itemCount(rule, {
          min: 1,
          max: 8,
          message: 'Skriv mellem 1 og 8 faser.',
          typical: { from: 4, to: 4, message: 'Siden er lavet til 4 faser i to kolonner.' },
        }),
    }),
    structuredNameField({
      name: 'howToName',
      title: 'Navn på forløbet til Google',
      description: 'Navnet på vejledningen med faserne, fx "Sådan foregår et projekt hos Nordkyst Byg ApS".',
    }),
    ...seoFields('seo'),
  ],
  preview: { prepare: () => ({ title: 'Forløbet' }) },
});
