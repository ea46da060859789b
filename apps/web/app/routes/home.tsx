import { CardGridSection } from '~/components/card-grid';
import { CheckIcon } from '~/components/check-icon';
import { ConsentEmbed } from '~/components/consent-embed';
import { Image } from '~/components/image';
import { PageSection } from '~/components/page-section';
import { PhoneAndEmail } from '~/components/phone-and-email';
import { revealItem } from '~/components/reveal-section';
import { ServiceCard } from '~/components/service-card';
import { StarRating } from '~/components/star-rating';
import { TextCard } from '~/components/text-card';
import { loadHomePage } from '~/lib/content/home-page.server';
import { gridImageSizes } from '~/lib/image-sizes';
import { pageMeta } from '~/lib/page-meta';
import { useSiteSettings } from '~/lib/root-data';
import { paths } from '~/site-routes';
import type { Route } from './+types/home';

export async function loader() {
  return loadHomePage();
}

export const meta: Route.MetaFunction = pageMeta((page) => ({ heading: page.heroTitle, path: paths.home }));

// The service and project grids: one column, three from md.
const threeColumnSizes = gridImageSizes({ 0: 1, 768: 3 });

export default function Home({ loaderData: page }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { socialUrl } = settings;
  return (
    <>
      <section className="relative isolate flex min-h-[calc(100svh-77px)] items-center overflow-hidden bg-brand-900">
        {page.heroImage && <Image image={page.heroImage} sizes="100vw" priority fill className="-z-10" />}
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/90 via-brand-900/70 to-brand-900/30" />
        <div className="container-page py-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-6xl">
            {page.heroTitle}
          </h1>
          <p className="mt-6 max-w-2xl text-xl text-white sm:text-2xl">{page.heroTagline}</p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <a href={paths.quote} className="btn-primary px-7 py-3.5 text-lg">
              Få et uforpligtende tilbud
            </a>
            <a href={`tel:${settings.phone}`} className="btn-light">
              Ring {settings.phoneDisplay}
            </a>
          </div>
          <p className="mt-6 text-white">
            Telefonen er åben på hverdage {settings.openingHours}. Vi ringer tilbage{' '}
            {settings.callbackPromise}.
          </p>
        </div>
      </section>

      <PageSection
        headingId="about-heading"
        title={page.aboutHeading}
        reveal
        containerClassName="grid items-center gap-10 lg:grid-cols-2"
        bodyProps={revealItem(0)}
        aside={
          <div {...revealItem(1, 'rounded-lg bg-brand-50 p-8')}>
            <h3 className="text-xl font-bold">{page.contactHeading}</h3>
            <ul className="mt-4 space-y-2 text-slate-700">
              <PhoneAndEmail settings={settings} as="li" linkClassName="link" />
              <li>Åbent på hverdage {settings.openingHours}</li>
              <li>
                {settings.address.street}, {settings.address.postalCode} {settings.address.town}
              </li>
            </ul>
          </div>
        }
      >
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{page.aboutText}</p>
        <a href={paths.about} className="link mt-6 inline-block">
          Læs mere om os
        </a>
      </PageSection>

      <CardGridSection
        headingId="services-heading"
        title={page.coreServicesHeading}
        reveal
        tinted
        items={page.coreServices}
        more={{ to: paths.services, label: 'Se alle services' }}
      >
        {(service) => <ServiceCard service={service} sizes={threeColumnSizes} />}
      </CardGridSection>

      <CardGridSection
        headingId="benefits-heading"
        title={page.benefitsHeading}
        reveal
        items={page.benefits}
        columns="sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="rounded-lg border border-slate-200 p-6"
      >
        {(benefit) => (
          <TextCard
            title={
              <>
                <CheckIcon />
                {benefit.title}
              </>
            }
            text={benefit.description}
            titleClassName="flex items-center gap-3 text-lg font-bold"
          />
        )}
      </CardGridSection>

      <CardGridSection
        headingId="projects-heading"
        title={page.featuredProjectsHeading}
        reveal
        tinted
        items={page.featuredProjects}
        more={{ to: paths.gallery, label: 'Se hele galleriet' }}
      >
        {(project) => (
          <figure className="overflow-hidden rounded-lg bg-white shadow-sm">
            <Image image={project.thumb} sizes={threeColumnSizes} className="w-full" />
            <figcaption className="p-4">
              <span className="block font-bold text-slate-900">{project.title}</span>
              <span className="text-sm text-slate-700">{project.category}</span>
            </figcaption>
          </figure>
        )}
      </CardGridSection>

      <CardGridSection
        headingId="testimonials-heading"
        title={page.testimonialsHeading}
        reveal
        items={page.testimonials}
      >
        {(testimonial) => (
          <figure className="flex h-full flex-col rounded-lg border border-slate-200 p-6">
            <StarRating rating={testimonial.rating} />
            <blockquote className="mt-4 flex-1 text-slate-700">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-4 font-semibold text-slate-900">
              {testimonial.author}
              {testimonial.location && (
                <span className="font-normal text-slate-700">, {testimonial.location}</span>
              )}
            </figcaption>
          </figure>
        )}
      </CardGridSection>

      {socialUrl && (
        <PageSection headingId="facebook-heading" title={page.socialHeading} reveal tinted>
          {page.socialText && <p className="mt-4 max-w-2xl text-slate-700">{page.socialText}</p>}
          <div className="mt-8">
            <ConsentEmbed
              storageKey="consent:facebook"
              buttonLabel="Vis Facebook-opslag"
              notice="Opslagene hentes fra Facebook. Når du viser dem, modtager Facebook (Meta) oplysninger om dit besøg, fx din IP-adresse, og kan sætte cookies."
              fallback={
                <a href={socialUrl} className="link" rel="noopener">
                  Besøg vores side på Facebook
                </a>
              }
              iframe={{
                src: `https://www.facebook.com/plugins/page.php?${new URLSearchParams({
                  href: socialUrl,
                  tabs: 'timeline',
                  width: '500',
                  height: '500',
                  small_header: 'false',
                  adapt_container_width: 'true',
                  hide_cover: 'false',
                  show_facepile: 'true',
                  locale: 'da_DK',
                })}`,
                title: `${settings.companyName} på Facebook`,
                width: 500,
                height: 500,
              }}
            />
          </div>
        </PageSection>
      )}
    </>
  );
}
