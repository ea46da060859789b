import { data } from 'react-router';
import { ServicePage, serviceCrumbs } from '~/features/services/service-page';
import { loadServicePage } from '~/lib/content/service-page.server';
import { pageMeta } from '~/lib/page-meta';
import { servicePath } from '~/site-routes';
import type { Route } from './+types/service';

export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadServicePage(params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = pageMeta((page) => ({
  heading: page.title,
  path: servicePath(page.slug),
  crumbs: serviceCrumbs(page.title),
}));

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData} />;
}
