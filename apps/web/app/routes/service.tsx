import { data } from 'react-router';
import { ServicePage, serviceHead } from '~/features/services/service-page';
import { loadServicePage } from '~/lib/content/service-page.server';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/service';

export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadServicePage(params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = pageMeta(serviceHead);

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData} />;
}
