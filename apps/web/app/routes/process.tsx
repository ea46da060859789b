import { CardGridSection } from '~/components/card-grid';
import { PageBanner } from '~/components/page-banner';
import { PageSection } from '~/components/page-section';
import { QuoteInvitation } from '~/components/quote-invitation';
import { TextCard } from '~/components/text-card';
import { PhaseList } from '~/features/process/phase-list';
import { loadProcessPage } from '~/lib/content/process-page.server';
import { type Crumb, howTo } from '~/lib/json-ld';
import { pageMeta } from '~/lib/page-meta';
import { useSiteSettings } from '~/lib/root-data';
import { paths } from '~/site-routes';
import type { Route } from './+types/process';

const heading = 'Hvad du kan forvente';
const crumbs: Crumb[] = [{ name: 'Hjem', path: paths.home }, { name: 'Forløbet' }];

export async function loader() {
  return loadProcessPage();
}

export const meta: Route.MetaFunction = pageMeta((page) => ({
  heading,
  path: paths.process,
  crumbs,
  jsonLd: page.phases.length ? [howTo(page.howToName ?? heading, page.phases)] : [],
}));

export default function Process({ loaderData: page }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <>
      <PageBanner title={heading} subtitle={page.intro} breadcrumbs={crumbs}>
        <a href={`tel:${settings.phone}`} className="btn-primary mt-8">
          Ring direkte
          <span className="font-normal">{settings.phoneDisplay}</span>
        </a>
      </PageBanner>

      <CardGridSection
        headingId="visit-heading"
        title="Vi kommer til dig"
        items={page.visitPoints}
        itemClassName="rounded-lg border border-slate-200 p-6"
      >
        {(point) => <TextCard title={point.title} text={point.text} titleClassName="text-xl font-bold" />}
      </CardGridSection>

      {page.phases.length > 0 && (
        <PageSection headingId="phases-heading" title="Sådan foregår det" tinted>
          <PhaseList phases={page.phases} />
        </PageSection>
      )}

      <QuoteInvitation />
    </>
  );
}
