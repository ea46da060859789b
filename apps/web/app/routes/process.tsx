import { PageBanner } from '~/components/page-banner';
import { QuoteInvitation } from '~/components/quote-invitation';
import { type PhaseIcon, phases } from '~/features/process/phases';
import { breadcrumbList, type Crumb, howTo } from '~/lib/json-ld';
import { settingsFrom, useSiteSettings } from '~/lib/root-data';
import { seo } from '~/lib/seo';
import { paths } from '~/site-routes';
import type { Route } from './+types/process';

const crumbs: Crumb[] = [{ name: 'Hjem', path: paths.home }, { name: 'Forløbet' }];

export const meta: Route.MetaFunction = ({ matches }) => {
  const settings = settingsFrom(matches);
  return seo({
    settings,
    title: `Hvad du kan forvente – sådan foregår et projekt | ${settings.companyName}`,
    description:
      'Fra første samtale til aflevering: se hvordan et bygge- eller renoveringsprojekt foregår hos os. Gratis besigtigelse og svar inden for 24 timer.',
    path: paths.process,
    jsonLd: [
      howTo(`Sådan foregår et projekt hos ${settings.companyName}`, phases),
      breadcrumbList(settings, crumbs, paths.process),
    ],
  });
};

const iconPaths: Record<PhaseIcon, string> = {
  chat: 'M4 5h16v10H9l-5 4z',
  clipboard: 'M9 4h6v3H9zM6 6h3M15 6h3v14H6V6M9 12h6M9 16h4',
  hammer: 'M14 4l6 6-3 3-6-6zM11 7l-7 7 3 3 7-7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
};

export default function Process() {
  const settings = useSiteSettings();
  const visitPoints = [
    {
      title: 'Besigtigelse',
      text: 'Vi kommer ud og ser opgaven hjemme hos dig, så tilbuddet passer til netop dit hus.',
    },
    {
      title: 'Hurtigt svar',
      text: `Vi vender tilbage ${settings.callbackPromise}, når du har kontaktet os.`,
    },
    { title: 'Gratis', text: 'Besøget og tilbuddet er gratis og helt uforpligtende.' },
  ];
  return (
    <>
      <PageBanner
        title="Hvad du kan forvente"
        subtitle="Et byggeprojekt skal være trygt fra start til slut. Sådan foregår samarbejdet med os."
        breadcrumbs={crumbs}
      >
        <a href={`tel:${settings.phone}`} className="btn-primary mt-8">
          Ring direkte
          <span className="font-normal">{settings.phoneDisplay}</span>
        </a>
      </PageBanner>

      <section aria-labelledby="visit-heading" className="section">
        <div className="container-page">
          <h2 id="visit-heading" className="section-title">
            Vi kommer til dig
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {visitPoints.map((point) => (
              <li key={point.title} className="rounded-lg border border-slate-200 p-6">
                <h3 className="text-xl font-bold">{point.title}</h3>
                <p className="mt-2 text-slate-700">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="phases-heading" className="section bg-slate-50">
        <div className="container-page">
          <h2 id="phases-heading" className="section-title">
            Sådan foregår det
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-2">
            {phases.map((phase, index) => (
              <li key={phase.title} className="flex gap-5 rounded-lg bg-white p-6 shadow-sm">
                <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                    <path
                      d={iconPaths[phase.icon]}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </span>
                <div>
                  <h3 className="text-xl font-bold">
                    <span className="text-brand-700">{index + 1}.</span> {phase.title}
                  </h3>
                  <p className="mt-2 text-slate-700">{phase.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <QuoteInvitation />
    </>
  );
}
