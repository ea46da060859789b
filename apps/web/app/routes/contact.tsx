import { ConsentEmbed } from '~/components/consent-embed';
import { PageBanner } from '~/components/page-banner';
import { PhoneAndEmail } from '~/components/phone-and-email';
import { ContactForm } from '~/features/contact-form/contact-form';
import { FormWithAside } from '~/features/forms/form-with-aside';
import { loadContactPageSeo } from '~/lib/content/page-seo.server';
import type { Crumb } from '~/lib/json-ld';
import { pageMeta } from '~/lib/page-meta';
import { useSiteSettings } from '~/lib/root-data';
import type { RouteHandle } from '~/lib/route-handle';
import { paths } from '~/site-routes';
import type { Route } from './+types/contact';

const crumbs: Crumb[] = [{ name: 'Hjem', path: paths.home }, { name: 'Kontakt' }];

export const handle: RouteHandle = { toasts: true, hydrate: true };

export async function loader() {
  return { seo: await loadContactPageSeo() };
}

export const meta: Route.MetaFunction = pageMeta(() => ({
  heading: 'Kontakt os',
  path: paths.contact,
  crumbs,
}));

export default function Contact() {
  const settings = useSiteSettings();
  const { address, mapPosition } = settings;
  // Without a pin set in the studio, the map searches for the address.
  const mapQuery = mapPosition
    ? `${mapPosition.lat},${mapPosition.lng}`
    : `${address.street}, ${address.postalCode} ${address.town}`;
  return (
    <>
      <PageBanner title="Kontakt os" subtitle="Har du spørgsmål?" breadcrumbs={crumbs} />
      <FormWithAside
        headingId="message-heading"
        title="Send os en besked"
        form={<ContactForm />}
        aside={
          <aside aria-labelledby="details-heading" className="space-y-8">
            <div className="rounded-lg bg-brand-50 p-6 sm:p-8">
              <h2 id="details-heading" className="text-2xl font-bold">
                Kontaktoplysninger
              </h2>
              <address className="mt-4 space-y-3 not-italic text-slate-800">
                <p>
                  <strong className="block">{settings.companyName}</strong>
                  {address.street}
                  <br />
                  {address.postalCode} {address.town}
                </p>
                <PhoneAndEmail settings={settings} as="p" linkClassName="link" />
                <p>Åbent på hverdage {settings.openingHours}</p>
                <p>CVR: {settings.cvr}</p>
              </address>
            </div>
            <section aria-labelledby="map-heading">
              <h2 id="map-heading" className="text-2xl font-bold">
                Find os
              </h2>
              <div className="mt-4">
                <ConsentEmbed
                  storageKey="consent:google-maps"
                  buttonLabel="Vis kort"
                  notice="Kortet hentes fra Google Maps. Når du viser det, modtager Google oplysninger om dit besøg, fx din IP-adresse, og kan sætte cookies."
                  fallback={
                    <a
                      href={`https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: mapQuery })}`}
                      className="link"
                      rel="noopener"
                    >
                      Åbn adressen i Google Maps
                    </a>
                  }
                  iframe={{
                    src: `https://maps.google.com/maps?${new URLSearchParams({ q: mapQuery, z: '14', output: 'embed', hl: 'da' })}`,
                    title: `Kort over ${address.street}, ${address.postalCode} ${address.town}`,
                    width: 600,
                    height: 400,
                  }}
                />
              </div>
            </section>
          </aside>
        }
      />
    </>
  );
}
