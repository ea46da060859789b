import { PageBanner } from '~/components/page-banner';
import { QuoteInvitation } from '~/components/quote-invitation';
import { ServiceCard } from '~/components/service-card';
import { loadServicesPage } from '~/lib/content/services.server';
import { gridImageSizes } from '~/lib/image-sizes';
import type { Crumb } from '~/lib/json-ld';
import { pageMeta } from '~/lib/page-meta';
import { paths } from '~/site-routes';
import type { Route } from './+types/services';

const cardSizes = gridImageSizes({ 0: 1, 640: 2, 1024: 3 });

const crumbs: Crumb[] = [{ name: 'Hjem', path: paths.home }, { name: 'Services' }];

export async function loader() {
  return loadServicesPage();
}

export const meta: Route.MetaFunction = pageMeta(() => ({
  heading: 'Vores services',
  path: paths.services,
  crumbs,
}));

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Vores services" subtitle={loaderData.intro} breadcrumbs={crumbs} />
      <section aria-label="Alle services" className="section">
        <ul className="container-page grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service, index) => (
            <li key={service.id}>
              <ServiceCard service={service} sizes={cardSizes} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
      <QuoteInvitation heading={loaderData.invitationHeading} />
    </>
  );
}
