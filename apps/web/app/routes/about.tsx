import { Image } from '~/components/image';
import { PageBanner } from '~/components/page-banner';
import { PageSection } from '~/components/page-section';
import { loadAboutPage } from '~/lib/content/about-page.server';
import { gridImageSizes } from '~/lib/image-sizes';
import type { Crumb } from '~/lib/json-ld';
import { pageMeta } from '~/lib/page-meta';
import { paths } from '~/site-routes';
import type { Route } from './+types/about';

// Beside the mission text from lg (gap-10 = 40 px).
const missionImageSizes = gridImageSizes({ 0: 1, 1024: 2 }, 40);

const crumbs: Crumb[] = [{ name: 'Hjem', path: paths.home }, { name: 'Om os' }];

export async function loader() {
  return loadAboutPage();
}

export const meta: Route.MetaFunction = pageMeta((page) => ({
  heading: page.title,
  path: paths.about,
  crumbs,
}));

export default function About({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.title} subtitle={page.intro} breadcrumbs={crumbs} />

      <PageSection
        headingId="mission-heading"
        title={page.missionHeading}
        containerClassName="grid items-center gap-10 lg:grid-cols-2"
        aside={
          page.image && <Image image={page.image} sizes={missionImageSizes} className="w-full rounded-lg" />
        }
      >
        <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-slate-700">{page.mission}</p>
      </PageSection>

      {page.primaryServices.length > 0 && (
        <PageSection headingId="primary-services-heading" title={page.primaryServicesHeading} tinted>
          <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {page.primaryServices.map((service, index) => (
              <li
                key={index}
                className="rounded-lg border border-slate-200 bg-white p-5 text-center font-semibold text-slate-900"
              >
                {service}
              </li>
            ))}
          </ul>
        </PageSection>
      )}

      <PageSection headingId="approach-heading" title={page.approachHeading} containerClassName="max-w-3xl">
        <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-slate-700">{page.approach}</p>
        <a href={paths.contact} className="btn-primary mt-8">
          Kontakt os
        </a>
      </PageSection>
    </>
  );
}
