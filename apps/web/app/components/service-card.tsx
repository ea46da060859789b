import type { ServiceCard as ServiceCardData } from '~/lib/content-types';
import { servicePath } from '~/site-routes';
import { Image } from './image';

/** A service with its picture and short text; the whole card links to the service page when it has one. */
export function ServiceCard({
  service,
  sizes,
  headingLevel = 3,
  priority = false,
}: {
  service: ServiceCardData;
  /** The picture's `sizes`, from the grid the card sits in. */
  sizes: string;
  headingLevel?: 2 | 3;
  /** The card opens its page's grid: its picture is the largest paint on a phone (see Image). */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {service.image && <Image image={service.image} sizes={sizes} priority={priority} className="w-full" />}
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-bold">
          {service.hasPage ? (
            <a
              href={servicePath(service.slug)}
              className="no-underline after:absolute after:inset-0 group-hover:underline"
            >
              {service.title}
            </a>
          ) : (
            service.title
          )}
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{service.shortDescription}</p>
        {service.hasPage && (
          <p aria-hidden="true" className="mt-4 font-semibold text-brand-700">
            Læs mere →
          </p>
        )}
      </div>
    </article>
  );
}
