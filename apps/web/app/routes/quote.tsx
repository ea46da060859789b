import { CardGridSection } from '~/components/card-grid';
import { Image } from '~/components/image';
import { NumberedSteps } from '~/components/numbered-steps';
import { PageBanner } from '~/components/page-banner';
import { FormWithAside } from '~/features/forms/form-with-aside';
import { QuoteExamples } from '~/features/quote/quote-examples';
import { QuoteForm } from '~/features/quote-form/quote-form';
import { loadQuotePage } from '~/lib/content/quote-page.server';
import { gridImageSizes } from '~/lib/image-sizes';
import { type Crumb, freeQuoteService } from '~/lib/json-ld';
import { pageMeta } from '~/lib/page-meta';
import { useSiteSettings } from '~/lib/root-data';
import type { RouteHandle } from '~/lib/route-handle';
import { paths } from '~/site-routes';
import type { Route } from './+types/quote';

const expertiseSizes = gridImageSizes({ 0: 1, 640: 2, 1024: 4 });

const heading = 'Få et uforpligtende tilbud';
const crumbs: Crumb[] = [{ name: 'Hjem', path: paths.home }, { name: 'Få et tilbud' }];

export const handle: RouteHandle = { toasts: true, hydrate: true };

export async function loader() {
  return loadQuotePage();
}

export const meta: Route.MetaFunction = pageMeta((page, settings) => ({
  heading,
  path: paths.quote,
  crumbs,
  jsonLd: [freeQuoteService(settings, paths.quote, { ...page.offer, name: page.offer.name ?? heading })],
}));

export default function Quote({ loaderData: page }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <>
      <PageBanner
        title={heading}
        subtitle="Udfyld formularen og modtag et tilbud inden for 48 timer"
        breadcrumbs={crumbs}
      />
      <FormWithAside
        headingId="quote-form-heading"
        title="Fortæl os om dit projekt"
        form={<QuoteForm />}
        aside={
          <aside aria-labelledby="how-heading" className="h-fit rounded-lg bg-brand-50 p-6 sm:p-8">
            <h2 id="how-heading" className="text-2xl font-bold">
              Sådan fungerer det
            </h2>
            {page.steps.length > 0 && <NumberedSteps steps={page.steps} look="compact" />}
            <p className="mt-6 text-slate-800">
              Har du hellere lyst til at ringe? Ring på{' '}
              <a href={`tel:${settings.phone}`} className="link">
                {settings.phoneDisplay}
              </a>{' '}
              på hverdage {settings.openingHours}.
            </p>
            <QuoteExamples exampleQuote={page.exampleQuote} exampleDescription={page.exampleDescription} />
          </aside>
        }
      />
      <CardGridSection
        headingId="expertise-heading"
        title="Vores ekspertise er din garanti"
        tinted
        items={page.expertise}
        columns="sm:grid-cols-2 lg:grid-cols-4"
      >
        {({ label, image }) => (
          <figure className="overflow-hidden rounded-lg bg-white shadow-sm">
            <Image image={image} sizes={expertiseSizes} className="w-full" />
            <figcaption className="p-4 font-bold text-slate-900">{label}</figcaption>
          </figure>
        )}
      </CardGridSection>
    </>
  );
}
