import { daDKLocale } from '@sanity/locale-da-dk';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './schemaTypes/index.ts';
import { singletonTypeNames } from './schemaTypes/singletons/index.ts';
import { structure } from './structure.ts';

/** A singleton can be edited and published, never deleted, duplicated or created a second time. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'Nordkyst Byg',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'nordkyst',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({ structure, title: 'Indhold' }), daDKLocale()],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypeNames.has(schemaType)),
  },
  document: {
    newDocumentOptions: (items) => items.filter(({ templateId }) => !singletonTypeNames.has(templateId)),
    actions: (actions, { schemaType }) =>
      singletonTypeNames.has(schemaType)
        ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
        : actions,
  },
});
