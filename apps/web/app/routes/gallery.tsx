import { PageBanner } from '~/components/page-banner';
import { GalleryGrid } from '~/features/gallery/gallery-grid';
import { loadGalleryPage } from '~/lib/content/gallery.server';
import { type Crumb, imageGallery } from '~/lib/json-ld';
import { pageMeta } from '~/lib/page-meta';
import { paths } from '~/site-routes';
import type { Route } from './+types/gallery';

const crumbs: Crumb[] = [{ name: 'Hjem', path: paths.home }, { name: 'Galleri' }];

export async function loader() {
  return loadGalleryPage();
}

export const meta: Route.MetaFunction = pageMeta((page, settings) => ({
  heading: 'Galleri',
  path: paths.gallery,
  crumbs,
  jsonLd: [
    imageGallery(
      settings,
      page.galleryName ?? 'Galleri',
      paths.gallery,
      page.items.map((item) => ({ title: item.title, description: item.description, url: item.full.src })),
    ),
  ],
}));

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Galleri" subtitle={loaderData.intro} breadcrumbs={crumbs} />
      <section aria-labelledby="gallery-heading" className="section">
        <div className="container-page">
          <div className="mb-10 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div className="max-w-3xl">
              <h2 id="gallery-heading" className="section-title">
                {loaderData.introHeading}
              </h2>
              {loaderData.introText && <p className="mt-4 text-lg text-slate-700">{loaderData.introText}</p>}
            </div>
            <a href={paths.quote} className="btn-primary shrink-0">
              Få et tilbud på dit projekt
            </a>
          </div>
          <GalleryGrid items={loaderData.items} />
        </div>
      </section>
    </>
  );
}
