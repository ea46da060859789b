import { Image } from '~/components/image';
import { PageBanner } from '~/components/page-banner';
import { expertiseProjects } from '~/features/quote/expertise';
import { QuoteExamples } from '~/features/quote/quote-examples';
import { QuoteForm } from '~/features/quote-form/quote-form';
import { loadGallery } from '~/lib/content.server';
import { gridImageSizes } from '~/lib/image-sizes';
import { breadcrumbList, type Crumb, freeQuoteService } from '~/lib/json-ld';
import { settingsFrom, useSiteSettings } from '~/lib/root-data';
import type { RouteHandle } from '~/lib/route-handle';
import { seo } from '~/lib/seo';
import { paths } from '~/site-routes';
import type { Route } from './+types/quote';

const expertiseSizes = gridImageSizes({ 0: 1, 640: 2, 1024: 4 });

const crumbs: Crumb[] = [{ name: 'Hjem', path: paths.home }, { name: 'Få et tilbud' }];

export const handle: RouteHandle = { toasts: true };

export async function loader() {
  return { expertise: expertiseProjects(await loadGallery()) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const settings = settingsFrom(matches);
  return seo({
    settings,
    title: `Få et gratis og uforpligtende tilbud | ${settings.companyName}`,
    description:
      'Beskriv dit projekt, og modtag et gratis og uforpligtende tilbud inden for 48 timer. Vi ringer dig op inden for 24 timer.',
    path: paths.quote,
    jsonLd: [freeQuoteService(settings, paths.quote), breadcrumbList(settings, crumbs, paths.quote)],
  });
};

export default function Quote({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const steps = [
    'Udfyld formularen med en beskrivelse af dit projekt.',
    `Vi ringer dig op ${settings.callbackPromise} og aftaler et besøg.`,
    'Modtag et skræddersyet og uforpligtende tilbud.',
    'Vi starter projektet, når du siger ja.',
  ];
  return (
    <>
      <PageBanner
        title="Få et uforpligtende tilbud"
        subtitle="Udfyld formularen og modtag et tilbud inden for 48 timer"
        breadcrumbs={crumbs}
      />
      <div className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="quote-form-heading">
            <h2 id="quote-form-heading" className="section-title">
              Fortæl os om dit projekt
            </h2>
            <div className="mt-8">
              <QuoteForm />
            </div>
          </section>
          <aside aria-labelledby="how-heading" className="h-fit rounded-lg bg-brand-50 p-6 sm:p-8">
            <h2 id="how-heading" className="text-2xl font-bold">
              Sådan fungerer det
            </h2>
            <ol className="mt-6 space-y-4">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-1.5 text-slate-800">{step}</span>
                </li>
              ))}
            </ol>
            <p className="mt-6 text-slate-800">
              Har du hellere lyst til at ringe? Ring på{' '}
              <a href={`tel:${settings.phone}`} className="link">
                {settings.phoneDisplay}
              </a>{' '}
              på hverdage {settings.openingHours}.
            </p>
            <QuoteExamples />
          </aside>
        </div>
      </div>
      <section aria-labelledby="expertise-heading" className="section bg-slate-50">
        <div className="container-page">
          <h2 id="expertise-heading" className="section-title">
            Vores ekspertise er din garanti
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.expertise.map(({ label, image }) => (
              <li key={label}>
                <figure className="overflow-hidden rounded-lg bg-white shadow-sm">
                  <Image image={image} sizes={expertiseSizes} className="w-full" />
                  <figcaption className="p-4 font-bold text-slate-900">{label}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
