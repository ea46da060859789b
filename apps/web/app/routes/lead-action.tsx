import { LeadActionConfirm } from '~/features/lead-action/lead-action-confirm';
import { settingsFrom } from '~/lib/root-data';
import type { RouteHandle } from '~/lib/route-handle';
import { seo } from '~/lib/seo';
import { leadActionPath } from '~/site-routes';
import type { Route } from './+types/lead-action';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo({
    settings: settingsFrom(matches),
    title: 'Registrér en handling',
    description: 'Bekræft en handling på en henvendelse fra firmaets e-mail.',
    path: leadActionPath,
    noindex: true,
  }),
  // The signed link is in the address's fragment, which no Referer carries; nothing else leaves either.
  { name: 'referrer', content: 'no-referrer' },
];

/** The owner's one-tap action from a company e-mail, confirmed with one button (decision 062). */
export default function LeadAction() {
  return (
    <div className="section">
      <div className="container-page max-w-2xl">
        <h1 className="section-title">Henvendelse fra hjemmesiden</h1>
        <noscript>
          <p className="mt-6 text-lg text-slate-700">
            Siden skal bruge JavaScript for at registrere handlingen. Åbn henvendelsen i Henvendelser i Studio
            i stedet.
          </p>
        </noscript>
        <LeadActionConfirm />
      </div>
    </div>
  );
}
