import { introField, structuredNameField } from '../fields/copy-fields.ts';
import { listField } from '../fields/list-field.ts';
import { definePage } from '../fields/singleton.ts';

export const processPage = definePage({
  name: 'processPage',
  title: 'Forløbet',
  description: 'Siden "Hvad du kan forvente": hvordan et projekt foregår hos jer.',
  fields: [
    introField({
      name: 'intro',
      title: 'Indledning',
      description: 'En kort linje under sidens overskrift "Hvad du kan forvente".',
      group: 'content',
    }),
    listField({
      name: 'visitPoints',
      title: 'Vi kommer til dig',
      description: 'Tre korte punkter om besøget, fx besigtigelse, hurtigt svar og at det er gratis.',
      group: 'content',
      of: 'visitPoint',
      count: {
        max: 6,
        message: 'Der kan højst være 6 punkter.',
        typical: { from: 3, to: 3, message: 'Siden er lavet til 3 punkter ved siden af hinanden.' },
      },
    }),
    listField({
      name: 'phases',
      title: 'Sådan foregår det',
      description:
        'Faserne fra første samtale til aflevering. De nummereres automatisk og gives også til Google som en vejledning.',
      group: 'content',
      of: 'processPhase',
      count: {
        min: 1,
        max: 8,
        message: 'Skriv mellem 1 og 8 faser.',
        typical: { from: 4, to: 4, message: 'Siden er lavet til 4 faser i to kolonner.' },
      },
    }),
    structuredNameField({
      name: 'howToName',
      title: 'Navn på forløbet til Google',
      description: 'Navnet på vejledningen med faserne, fx "Sådan foregår et projekt hos Nordkyst Byg ApS".',
    }),
  ],
});
