import { PageBanner } from '~/components/page-banner';
import { PortableText } from '~/components/portable-text';
import { loadPrivacyPolicy } from '~/lib/content/privacy-policy.server';
import type { Crumb } from '~/lib/json-ld';
import { pageMeta } from '~/lib/page-meta';
import { paths } from '~/site-routes';
import type { Route } from './+types/privacy';

const crumbs: Crumb[] = [{ name: 'Hjem', path: paths.home }, { name: 'Privatlivspolitik' }];

const danishDate = new Intl.DateTimeFormat('da-DK', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export async function loader() {
  const policy = await loadPrivacyPolicy();
  // Formatted at build time, so the page reads the same in every browser.
  return { ...policy, lastUpdatedText: danishDate.format(new Date(`${policy.lastUpdated}T00:00:00Z`)) };
}

export const meta: Route.MetaFunction = pageMeta((policy) => ({
  heading: policy.title,
  path: paths.privacy,
  crumbs,
}));

export default function Privacy({ loaderData: policy }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        title={policy.title}
        subtitle={`Sidst opdateret ${policy.lastUpdatedText}`}
        breadcrumbs={crumbs}
      />
      <div className="section">
        <ol className="container-page max-w-3xl space-y-10">
          {policy.sections.map((section, index) => (
            <li key={section.key}>
              <section aria-labelledby={`section-${section.key}`}>
                <h2 id={`section-${section.key}`} className="text-2xl font-bold">
                  {index + 1}. {section.heading}
                </h2>
                <div className="mt-3 leading-relaxed text-slate-700">
                  <PortableText blocks={section.body} />
                </div>
              </section>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
