import { usePresentationQuery } from '@sanity/visual-editing/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { withEditLinks } from './edit-links';
import { type LivePage, type LivePageName, type LiveQuery, livePages } from './live-pages';

/**
 * The page's data as the Studio's Presentation tool sees it (drafts included, through the owner's
 * session) while the page is open there, with edit links for the overlays; the built data otherwise.
 */
export function useLivePage<T>(name: LivePageName, built: T): T {
  const params = useParams();
  const page: LivePage = livePages[name];
  const slug = params.slug;
  const queries: LiveQuery[] = useMemo(() => page.queries({ slug }), [page, slug]);
  // A page's list of queries never changes length, so the hooks keep their order.
  const answers = queries.map(({ query, params }) => usePresentationQuery({ query, params, stega: false }));
  return useMemo(() => {
    // A page that exists only as a draft has no built data (app/preview/draft-page.tsx).
    if (answers.some((answer) => answer.perspective === null)) return built;
    const results = answers.map((answer, index) =>
      withEditLinks(answer.data, queries[index]?.documents ?? []),
    );
    try {
      return (page.from(results, built, { slug }) as T | null) ?? built;
    } catch {
      // A draft the build would refuse (a required text emptied while typing) keeps the last good page.
      return built;
    }
  }, [built, page, queries, slug, ...answers.map((answer) => answer.data)]);
}
