import { Link } from 'react-router';
import type { SiteSettings } from '~/lib/content-types';
import { navigation, paths } from '~/site-routes';

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const { address } = settings;
  return (
    <footer className="bg-brand-900 text-slate-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            {settings.companyName}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{settings.aboutShort}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            Kontakt
          </h2>
          <address className="mt-3 space-y-1 text-sm not-italic">
            <p>{address.street}</p>
            <p>
              {address.postalCode} {address.town}
            </p>
            <p>
              Telefon:{' '}
              <a href={`tel:${settings.phone}`} className="text-white underline underline-offset-4">
                {settings.phoneDisplay}
              </a>
            </p>
            <p>
              E-mail:{' '}
              <a href={`mailto:${settings.email}`} className="text-white underline underline-offset-4">
                {settings.email}
              </a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="text-lg font-bold text-white">
            Åbningstider
          </h2>
          <p className="mt-3 text-sm">Hverdage {settings.openingHours}</p>
          <p className="mt-1 text-sm">Vi ringer tilbage {settings.callbackPromise}.</p>
          <p className="mt-4 text-sm">CVR: {settings.cvr}</p>
        </section>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav" className="text-lg font-bold text-white">
            Sider
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {[...navigation, { name: 'Få et tilbud', path: paths.quote }].map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  className="inline-block py-1 text-white underline-offset-4 hover:underline"
                >
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/20">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {settings.companyName} · CVR {settings.cvr}
          </p>
          <p className="flex gap-6">
            <Link to={paths.privacy} className="inline-block py-1 text-white underline underline-offset-4">
              Privatlivspolitik
            </Link>
            <a href="#top" className="inline-block py-1 text-white underline underline-offset-4">
              Tilbage til toppen
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
