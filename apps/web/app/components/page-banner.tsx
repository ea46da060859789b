import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Crumb } from '~/lib/json-ld';

interface PageBannerProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title; the last crumb is the current page. */
  breadcrumbs?: readonly Crumb[];
  children?: ReactNode;
}

/** The coloured band at the top of inner pages, holding the page's one h1. */
export function PageBanner({ title, subtitle, breadcrumbs, children }: PageBannerProps) {
  return (
    <section className="bg-brand-800 py-12 text-white sm:py-16">
      <div className="container-page">
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
        <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-brand-50 sm:text-xl">{subtitle}</p>}
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
              <Link to={item.path} className="text-white underline underline-offset-4">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
