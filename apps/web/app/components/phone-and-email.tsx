import type { SiteSettings } from '~/lib/content-types';

/**
 * The "Telefon:" and "E-mail:" lines of a contact block (footer, contact page, home page), each with
 * its `tel:` or `mailto:` link; the block chooses the line element and the link style.
 */
export function PhoneAndEmail({
  settings,
  as: Line,
  linkClassName,
}: {
  settings: SiteSettings;
  as: 'p' | 'li';
  linkClassName: string;
}) {
  const lines = [
    { label: 'Telefon:', href: `tel:${settings.phone}`, text: settings.phoneDisplay },
    { label: 'E-mail:', href: `mailto:${settings.email}`, text: settings.email },
  ];
  return lines.map(({ label, href, text }) => (
    <Line key={label}>
      {label}{' '}
      <a href={href} className={linkClassName}>
        {text}
      </a>
    </Line>
  ));
}
