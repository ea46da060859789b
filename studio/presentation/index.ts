import { presentationTool } from 'sanity/presentation';
import { locations, mainDocuments } from './resolve.ts';

/**
 * Sanity's Presentation tool on the site's preview build at `previewOrigin` (its own deployment:
 * docs/DEPLOY.md). The Studio frames that site and runs its draft queries with the owner's session,
 * so the preview holds no token; no preview mode (secret + server route) is needed on a static site.
 */
export function presentation(previewOrigin: string) {
  return presentationTool({
    title: 'Forhåndsvisning',
    previewUrl: { origin: previewOrigin, preview: '/' },
    allowOrigins: [previewOrigin],
    resolve: { locations, mainDocuments },
  });
}
