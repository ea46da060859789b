import { lazy, type ReactNode, Suspense } from 'react';
import { useMatches } from 'react-router';
import { serviceRouteModule } from '~/site-routes';

// Loaded only for such a page, as its own chunk: the root (and so the public build's module graph)
// gains no static edge to the service page's components.
const DraftService = lazy(() => import('./draft-service'));

const serviceRouteId = serviceRouteModule.replace(/\.tsx$/, '');

/**
 * The page in the preview build. A service that exists only as a draft has no prerendered page: the
 * preview host answers its path with the SPA shell, whose loader finds no data (`built` is the 404),
 * so the page is rendered here from the Studio's live answer. Every other page shows as built.
 */
export function DraftPage({ built }: { built: ReactNode }) {
  const leaf = useMatches().at(-1);
  return leaf?.id === serviceRouteId && leaf.loaderData === undefined ? (
    <Suspense fallback={built}>
      <DraftService key={leaf.pathname} built={built} />
    </Suspense>
  ) : (
    built
  );
}
