import { daDKLocale } from '@sanity/locale-da-dk';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { leadsTool } from './leads/index.tsx';
import { localCommentsEnabled, localWorkspace } from './local-workspace.ts';
import { presentation } from './presentation/index.ts';
import { previewOrigin } from './preview-origin.ts';
import { withRedirectOnMove } from './redirects/publish-with-redirect.tsx';
import { schemaTypes } from './schemaTypes/index.ts';
import { singletonTypeNames } from './schemaTypes/singletons/index.ts';
import { structure } from './structure.ts';

/** A singleton can be edited and published, never deleted, duplicated or created a second time. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'nordkyst';
const localApiHost = process.env.SANITY_STUDIO_LOCAL_API_HOST;
/** The site's preview build (docs/DEPLOY.md); `pnpm start` serves it on port 4177. */
// Each variable named, as the build replaces them one by one (there is no process.env in the browser).
const previewUrl = previewOrigin({
  SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_STUDIO_LOCAL_API_HOST: localApiHost,
  SANITY_STUDIO_PREVIEW_URL: process.env.SANITY_STUDIO_PREVIEW_URL,
});

export default defineConfig({
  name: 'default',
  title: 'Nordkyst Byg',
  projectId,
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [
    structureTool({ structure, title: 'Indhold' }),
    presentation(previewUrl),
    // The owner's leads, from the `leads` function (locally the runner's; in the cloud SANITY_STUDIO_LEADS_URL).
    leadsTool({ baseUrl: process.env.SANITY_STUDIO_LEADS_URL }),
    daDKLocale(),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypeNames.has(schemaType)),
  },
  document: {
    newDocumentOptions: (items) => items.filter(({ templateId }) => !singletonTypeNames.has(templateId)),
    actions: (actions, { schemaType }) => {
      if (singletonTypeNames.has(schemaType))
        return actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action));
      // A service's page moves with its address: publishing keeps the old one as a redirect.
      if (schemaType === 'service')
        return actions.map((action) => (action.action === 'publish' ? withRedirectOnMove(action) : action));
      return actions;
    },
    ...(localApiHost ? { comments: { enabled: localCommentsEnabled } } : {}),
  },
  // The local build (`pnpm start`) talks to the embedded Content Lake; the cloud build is unchanged.
  ...localWorkspace(localApiHost, projectId),
});
