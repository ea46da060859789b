import { defineArrayMember, defineField, defineType } from 'sanity';
import { structuredNameField } from '../fields/copy-fields.ts';
import { itemCount } from '../fields/item-count.ts';
import { seoFields } from '../fields/seo-fields.ts';

export const quotePage = defineType({
  name: 'quotePage',
  title: 'Få et tilbud',
  type: 'document',
  description: 'Tilbudssiden: trinene, eksemplerne og billederne ved formularen.',
  groups: [
    { name: 'content', title: 'Indhold', default: true },
    { name: 'examples', title: 'Eksempler' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'steps',
      title: 'Sådan fungerer det',
      description: 'Trinene fra formular til projektstart, en kort sætning hver. De nummereres automatisk.',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) =>
        itemCount(rule, {
          max: 8,
          message: 'Der kan højst være 8 trin.',
          typical: { from: 4, to: 4, message: 'Siden er lavet til 4 trin.' },
        }),
    }),
    defineField({
      name: 'expertise',
      title: 'Vores ekspertise er din garanti',
      description: 'Fagområderne med et billede fra galleriet hver.',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'expertiseItem' })],
      validation: (rule) =>
        itemCount(rule, {
          max: 8,
          message: 'Der kan højst være 8 fagområder.',
          typical: { from: 4, to: 4, message: 'Siden er lavet til 4 billeder på en række.' },
        }),
    }),
    defineField({
      name: 'exampleQuote',
      title: 'Eksempel på et tilbud',
      description: 'Valgfrit: uden eksempel vises knappen ikke.',
      type: 'exampleQuote',
      group: 'examples',
    }),
    defineField({
      name: 'exampleDescription',
      title: 'Eksempel på en god opgavebeskrivelse',
      description: 'Valgfrit: uden eksempel vises knappen ikke.',
      type: 'exampleDescription',
      group: 'examples',
    }),
    structuredNameField({
      name: 'offerName',
      title: 'Navn på tilbuddet til Google',
      description: 'Navnet på jeres gratis tilbud, fx "Gratis og uforpligtende tilbud".',
    }),
    defineField({
      name: 'offerServiceType',
      title: 'Slags opgaver til Google',
      description:
        'Hvad tilbuddet gælder, fx "Tilbud på bygge- og renoveringsopgaver". Vises ikke på siden. Tom: udelades.',
      type: 'string',
      group: 'seo',
    }),
    defineField({
      name: 'offerDescription',
      title: 'Beskrivelse af tilbuddet til Google',
      description:
        'En kort linje om, hvad kunden får gratis, fx "Gratis besigtigelse og uforpligtende tilbud". Vises ikke på siden. Tom: udelades.',
      type: 'string',
      group: 'seo',
    }),
    ...seoFields('seo'),
  ],
  preview: { prepare: () => ({ title: 'Få et tilbud' }) },
});
