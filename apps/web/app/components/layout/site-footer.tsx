import type { ReactNode } from 'react';
import { PhoneAndEmail } from '~/components/phone-and-email';
import type { SiteSettings } from '~/lib/content-types';
import { navigation, paths } from '~/site-routes';

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const { address } = settings;
  return (
    <footer className="bg-brand-900 text-slate-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn id="footer-about" title={settings.companyName}>
          <p className="mt-3 text-sm leading-relaxed">{settings.aboutShort}</p>
        </FooterColumn>
        <FooterColumn id="footer-contact" title="Kontakt">
          <address className="mt-3 space-y-1 text-sm not-italic">
            <p>{address.street}</p>
            <p>
              {address.postalCode} {address.town}
            </p>
            <PhoneAndEmail
              settings={settings}
              as="p"
              linkClassName="text-white underline underline-offset-4"
            />
          </address>
        </FooterColumn>
        <FooterColumn id="footer-hours" title="Åbningstider">
          <p className="mt-3 text-sm">Hverdage {settings.openingHours}</p>
          <p className="mt-1 text-sm">Vi ringer tilbage {settings.callbackPromise}.</p>
          <p className="mt-4 text-sm">CVR: {settings.cvr}</p>
        </FooterColumn>
        <FooterColumn id="footer-nav" title="Sider" as="nav">
          <ul className="mt-3 space-y-1 text-sm">
            {[...navigation, { name: 'Få et tilbud', path: paths.quote }].map((link) => (
              <li key={link.path}>
                <a
                  href={link.path}
                  className="inline-block py-1 text-white underline-offset-4 hover:underline"
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
      </div>
      <div className="border-t border-white/20">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {settings.companyName} · CVR {settings.cvr}
          </p>
          <p className="flex gap-6">
            <a href={paths.privacy} className="inline-block py-1 text-white underline underline-offset-4">
              Privatlivspolitik
            </a>
            <a href="#top" className="inline-block py-1 text-white underline underline-offset-4">
              Tilbage til toppen
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

/** One column of the footer, labelled by its heading; the page list is a `nav`. */
function FooterColumn({
  id,
  title,
  as: Column = 'section',
  children,
}: {
  id: string;
  title: string;
  as?: 'section' | 'nav';
  children: ReactNode;
}) {
  return (
    <Column aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-white">
        {title}
      </h2>
      {children}
    </Column>
  );
}
