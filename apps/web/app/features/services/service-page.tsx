import { CardGridSection } from '~/components/card-grid';
import { CheckIcon } from '~/components/check-icon';
import { Image } from '~/components/image';
import { NumberedSteps } from '~/components/numbered-steps';
import { PageBanner } from '~/components/page-banner';
import { PageSection } from '~/components/page-section';
import { QuoteInvitation } from '~/components/quote-invitation';
import { TextCard } from '~/components/text-card';
import type { ServicePage as ServicePageData } from '~/lib/content-types';
import { gridImageSizes } from '~/lib/image-sizes';
import type { Crumb } from '~/lib/json-ld';
import type { PageHead } from '~/lib/page-meta';
import { paths, servicePath } from '~/site-routes';

export function serviceCrumbs(title: string): Crumb[] {
  return [{ name: 'Hjem', path: paths.home }, { name: 'Services', path: paths.services }, { name: title }];
}

/** What a service page tells its head: the route's `meta`, and a draft's in the preview. */
export function serviceHead(page: ServicePageData): PageHead {
  return { heading: page.title, path: servicePath(page.slug), crumbs: serviceCrumbs(page.title) };
}

const projectSizes = gridImageSizes({ 0: 1, 768: 3 });

/** The one template of the service pages; a list the owner left empty hides its section. */
export function ServicePage({ page }: { page: ServicePageData }) {
  return (
    <>
      <PageBanner
        look="photo"
        image={page.mainImage}
        title={page.title}
        subtitle={page.subtitle}
        breadcrumbs={serviceCrumbs(page.title)}
      />

      <PageSection
        headingId="intro-heading"
        title={page.introHeading}
        containerClassName="grid gap-10 lg:grid-cols-[3fr_2fr]"
        aside={
          <div className="rounded-lg bg-brand-50 p-8">
            {page.benefits.length > 0 && (
              <>
                {page.benefitsHeading && <h3 className="text-xl font-bold">{page.benefitsHeading}</h3>}
                <ul className={page.benefitsHeading ? 'mt-4 mb-8 space-y-3' : 'mb-8 space-y-3'}>
                  {page.benefits.map((benefit, index) => (
                    <li key={index} className="flex gap-3 text-slate-800">
                      <CheckIcon />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <a href={paths.quote} className="btn-primary w-full">
              Få et uforpligtende tilbud
            </a>
          </div>
        }
      >
        {page.description && (
          <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-slate-700">
            {page.description}
          </p>
        )}
      </PageSection>

      <CardGridSection
        headingId="features-heading"
        title="Hvad vi tilbyder"
        tinted
        items={page.features}
        columns="sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="rounded-lg border border-slate-200 bg-white p-6"
      >
        {(feature) => <TextCard title={feature.title} text={feature.description} />}
      </CardGridSection>

      {page.process.length > 0 && (
        <PageSection headingId="process-heading" title="Vores proces">
          <NumberedSteps steps={page.process} look="cards" />
        </PageSection>
      )}

      <CardGridSection headingId="projects-heading" title="Tidligere projekter" tinted items={page.projects}>
        {(project) => (
          <article className="h-full overflow-hidden rounded-lg bg-white shadow-sm">
            {project.image && <Image image={project.image} sizes={projectSizes} className="w-full" />}
            <div className="p-6">
              <TextCard title={project.title} text={project.description} />
            </div>
          </article>
        )}
      </CardGridSection>

      <QuoteInvitation />
    </>
  );
}
