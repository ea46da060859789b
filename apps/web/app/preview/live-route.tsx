import { type ReactNode, useContext, useMemo } from 'react';
import { Outlet, UNSAFE_DataRouterDataContext, useMatches, useRouteLoaderData } from 'react-router';
import { routeModules, serviceRouteModule } from '~/site-routes';
import { type LivePageName, livePages } from './live-pages';
import { useLivePage } from './use-live-page';

type DataContext = NonNullable<React.ContextType<typeof UNSAFE_DataRouterDataContext>>;

/** The route id of each page the preview keeps live (React Router's id: the module path, no extension). */
const liveRoutes = new Map<string, LivePageName>(
  (Object.keys(livePages) as LivePageName[]).flatMap((name) => {
    const module = name === 'service' ? serviceRouteModule : routeModules[name as keyof typeof routeModules];
    return module ? [[module.replace(/\.tsx$/, ''), name] as const] : [];
  }),
);

function LiveData({
  name,
  routeId,
  data,
  children,
}: {
  name: LivePageName;
  routeId: string;
  data: DataContext;
  children: ReactNode;
}) {
  const live = useLivePage(name, data.loaderData[routeId]);
  const value = useMemo(
    () => ({ ...data, loaderData: { ...data.loaderData, [routeId]: live } }),
    [data, routeId, live],
  );
  return (
    <UNSAFE_DataRouterDataContext.Provider value={value}>{children}</UNSAFE_DataRouterDataContext.Provider>
  );
}

/**
 * The root's `<Outlet />` in the preview: the page below it reads its loader data as the Studio's
 * Presentation tool sees it (drafts, as the owner types), with no change to the route modules.
 */
export function LiveOutlet() {
  const data = useContext(UNSAFE_DataRouterDataContext);
  const leaf = useMatches().at(-1);
  const name = leaf && liveRoutes.get(leaf.id);
  if (!data || !leaf || !name) return <Outlet />;
  // Keyed by page: each page's live queries are a fixed list of hooks.
  return (
    <LiveData key={leaf.pathname} name={name} routeId={leaf.id} data={data}>
      <Outlet />
    </LiveData>
  );
}

/** The root's data (company details for header and footer), live in the preview. */
export function useLiveRootData<T>(routeId: 'root'): T | undefined {
  return useLivePage('root', useRouteLoaderData(routeId) as T | undefined);
}
