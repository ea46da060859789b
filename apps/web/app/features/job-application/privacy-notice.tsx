import { useSiteSettings } from '~/lib/root-data';

/**
 * Who keeps a job application, why, for how long and how to have it deleted, in the applicant's
 * language. The 6 months are `public.lead_retention`'s for the job form (decision 044) and the privacy
 * policy's; change them together.
 */
export function JobApplicationPrivacyNotice() {
  const settings = useSiteSettings();
  return (
    <aside aria-labelledby="job-privacy-heading" className="mt-10 rounded-lg bg-slate-50 p-5 text-slate-700">
      <h2 id="job-privacy-heading" className="text-base font-semibold text-slate-900">
        Как мы обращаемся с вашими данными
      </h2>
      <p className="mt-2">
        Вашу заявку получает и хранит компания {settings.companyName}. Мы используем её только для того, чтобы
        рассмотреть вашу кандидатуру и связаться с вами. Заявка хранится 6 месяцев, после чего удаляется.
        Чтобы узнать, какие данные о вас у нас есть, или удалить их раньше, напишите на{' '}
        <a className="underline" href={`mailto:${settings.email}`}>
          {settings.email}
        </a>
        .
      </p>
    </aside>
  );
}
