import { data } from 'react-router';
import { ServicePage, serviceCrumbs } from '~/features/services/service-page';
import { loadServicePage } from '~/lib/content/service-page.server';
import { breadcrumbList } from '~/lib/json-ld';
import { settingsFrom } from '~/lib/root-data';
import { seo } from '~/lib/seo';
import { servicePath } from '~/site-routes';
import type { Route } from './+types/service';

export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadServicePage(params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const settings = settingsFrom(matches);
  const path = servicePath(loaderData.slug);
  return seo({
    settings,
    ...loaderData.seo,
    heading: loaderData.title,
    path,
    jsonLd: [breadcrumbList(settings, serviceCrumbs(loaderData.title), path)],
  });
};

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData} />;
}
