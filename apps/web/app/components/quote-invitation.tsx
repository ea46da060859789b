import { useSiteSettings } from '~/lib/root-data';
import { paths } from '~/site-routes';

/**
 * The closing call to action of a page: ask for a quote, or call. Its heading and text are the
 * owner's (site settings); a page may give its own heading.
 */
export function QuoteInvitation({ heading }: { heading?: string | null }) {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="invitation-heading" className="bg-brand-800 py-16 text-white">
      <div className="container-page flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="invitation-heading" className="text-3xl font-bold text-white">
            {heading || settings.invitation.heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">
            {`${settings.invitation.text} Vi ringer tilbage ${settings.callbackPromise}.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-4">
          <a href={paths.quote} className="btn-primary">
            Få et tilbud
          </a>
          <a href={`tel:${settings.phone}`} className="btn-light">
            Ring {settings.phoneDisplay}
          </a>
        </div>
      </div>
    </section>
  );
}
