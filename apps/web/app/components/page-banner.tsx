import type { ReactNode } from 'react';
import type { ResolvedImage } from '~/lib/content-types';
import type { Crumb } from '~/lib/json-ld';
import { Image } from './image';

interface PageBannerProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title; the last crumb is the current page. */
  breadcrumbs?: readonly Crumb[];
  /** `photo` (the service pages): a photograph behind the h1; without one, the plain dark band. */
  look?: 'band' | 'photo';
  image?: ResolvedImage | null;
  children?: ReactNode;
}

const looks = {
  band: {
    section: 'bg-brand-800 py-12 text-white sm:py-16',
    title: 'text-4xl font-bold tracking-tight text-white sm:text-5xl',
    subtitle: 'mt-4 max-w-2xl text-lg text-brand-50 sm:text-xl',
  },
  photo: {
    section: 'relative isolate overflow-hidden bg-brand-900 py-20 text-white sm:py-28',
    title: 'max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl',
    subtitle: 'mt-4 max-w-2xl text-lg text-white sm:text-xl',
  },
};

/** The top of an inner page, holding its one h1: a coloured band, or a photograph darkened for white text. */
export function PageBanner({
  title,
  subtitle,
  breadcrumbs,
  look = 'band',
  image,
  children,
}: PageBannerProps) {
  const classes = looks[look];
  return (
    <section className={classes.section}>
      {look === 'photo' && (
        <>
          {image && <Image image={image} sizes="100vw" priority fill className="-z-10" />}
          {/* Dark enough for white text on any photograph (contrast ≥ 4.5:1). */}
          <div className="absolute inset-0 -z-10 bg-brand-900/80" />
        </>
      )}
      <div className="container-page">
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
        <h1 className={classes.title}>{title}</h1>
        {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Brødkrummesti" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-brand-50">
        {items.map((item, index) => (
          <li key={item.name} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.path ? (
              <a href={item.path} className="text-white underline underline-offset-4">
                {item.name}
              </a>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
