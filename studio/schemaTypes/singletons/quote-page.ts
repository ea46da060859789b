import { defineField } from 'sanity';
import { structuredNameField } from '../fields/copy-fields.ts';
import { listField } from '../fields/list-field.ts';
import { contentTab, definePage } from '../fields/singleton.ts';

export const quotePage = definePage({
  name: 'quotePage',
  title: 'Få et tilbud',
  description: 'Tilbudssiden: trinene, eksemplerne og billederne ved formularen.',
  groups: [contentTab, { name: 'examples', title: 'Eksempler' }],
  fields: [
    listField({
      name: 'steps',
      title: 'Sådan fungerer det',
      description: 'Trinene fra formular til projektstart, en kort sætning hver. De nummereres automatisk.',
      group: 'content',
      of: 'string',
      count: {
        max: 8,
        message: 'Der kan højst være 8 trin.',
        typical: { from: 4, to: 4, message: 'Siden er lavet til 4 trin.' },
      },
    }),
    listField({
      name: 'expertise',
      title: 'Vores ekspertise er din garanti',
      description: 'Fagområderne med et billede fra galleriet hver.',
      group: 'content',
      of: 'expertiseItem',
      count: {
        max: 8,
        message: 'Der kan højst være 8 fagområder.',
        typical: { from: 4, to: 4, message: 'Siden er lavet til 4 billeder på en række.' },
      },
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
  ],
});
