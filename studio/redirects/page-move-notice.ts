// The document validation (level info) that tells the owner, before publishing, that the publish will
// move the service's page (shown at its address) or take it off the site (shown at its "own page"
// switch), and where its visitors will go.
import type { SanityDocument, ValidationContext, ValidationError } from 'sanity';
import { REDIRECTS_API_VERSION } from './live-pages.ts';
import { pageMove, pageMoveNotice, type ServiceVersion } from './page-move.ts';

export async function pageMoveInfo(
  document: SanityDocument | undefined,
  context: ValidationContext,
): Promise<true | ValidationError> {
  const id = context.document?._id.replace(/^drafts\./, '');
  if (!id) return true;
  const published = await context
    .getClient({ apiVersion: REDIRECTS_API_VERSION })
    .fetch<ServiceVersion | null>('*[_id == $id][0]{ hasPage, slug }', { id });
  const move = pageMove(published, document as ServiceVersion | undefined);
  const message = pageMoveNotice(move);
  return message ? { message, path: [move.live ? 'slug' : 'hasPage'] } : true;
}
