import { Link } from 'react-router';
import { Image } from '~/components/image';
import { PageBanner } from '~/components/page-banner';
import { loadAboutPage } from '~/lib/content.server';
import { gridImageSizes } from '~/lib/image-sizes';
import { breadcrumbList, type Crumb } from '~/lib/json-ld';
import { settingsFrom } from '~/lib/root-data';
import { seo } from '~/lib/seo';
import { paths } from '~/site-routes';
import type { Route } from './+types/about';

// Beside the mission text from lg (gap-10 = 40 px).
const missionImageSizes = gridImageSizes({ 0: 1, 1024: 2 }, 40);

const crumbs: Crumb[] = [{ name: 'Hjem', path: paths.home }, { name: 'Om os' }];

export async function loader() {
  return loadAboutPage();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const settings = settingsFrom(matches);
  return seo({
    settings,
    ...loaderData.seo,
    path: paths.about,
    jsonLd: [breadcrumbList(settings, crumbs, paths.about)],
  });
};

export default function About({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.title} subtitle={page.intro} breadcrumbs={crumbs} />

      <section aria-labelledby="mission-heading" className="section">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id="mission-heading" className="section-title">
              Vores mission
            </h2>
            <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-slate-700">{page.mission}</p>
          </div>
          <Image image={page.image} sizes={missionImageSizes} className="w-full rounded-lg" />
        </div>
      </section>

      <section aria-labelledby="primary-services-heading" className="section bg-slate-50">
        <div className="container-page">
          <h2 id="primary-services-heading" className="section-title">
            Det laver vi
          </h2>
          <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {page.primaryServices.map((service) => (
              <li
                key={service}
                className="rounded-lg border border-slate-200 bg-white p-5 text-center font-semibold text-slate-900"
              >
                {service}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="approach-heading" className="section">
        <div className="container-page max-w-3xl">
          <h2 id="approach-heading" className="section-title">
            {page.approachHeading}
          </h2>
          <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-slate-700">{page.approach}</p>
          <Link to={paths.contact} className="btn-primary mt-8">
            Kontakt os
          </Link>
        </div>
      </section>
    </>
  );
}
