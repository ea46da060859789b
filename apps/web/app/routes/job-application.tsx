import { JobApplicationForm } from '~/features/job-application/job-application-form';
import { JobApplicationPrivacyNotice } from '~/features/job-application/privacy-notice';
import { settingsFrom } from '~/lib/root-data';
import type { RouteHandle } from '~/lib/route-handle';
import { seo } from '~/lib/seo';
import { jobApplicationPath } from '~/site-routes';
import type { Route } from './+types/job-application';

export const handle: RouteHandle = { lang: 'ru', toasts: true, hydrate: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    settings: settingsFrom(matches),
    title: 'Заявка на трудоустройство',
    description: 'Заявка на работу в Дании.',
    path: jobApplicationPath,
    noindex: true,
  });

export default function JobApplication() {
  return (
    <div className="section">
      <div className="container-page max-w-3xl">
        <h1 className="section-title">Заявка на трудоустройство</h1>
        <p className="mt-4 text-lg text-slate-700">
          Заполните форму, чтобы подать заявку на работу в Дании. Все поля обязательны для заполнения.
        </p>
        <div className="mt-8">
          <JobApplicationForm />
        </div>
        <JobApplicationPrivacyNotice />
      </div>
    </div>
  );
}
