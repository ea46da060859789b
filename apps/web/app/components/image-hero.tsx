import type { ReactNode } from 'react';
import type { ResolvedImage } from '~/lib/content-types';
import type { Crumb } from '~/lib/json-ld';
import { Image } from './image';
import { Breadcrumbs } from './page-banner';

interface ImageHeroProps {
  title: string;
  subtitle?: ReactNode;
  /** Without a photograph the h1 stands on the plain dark band. */
  image?: ResolvedImage | null;
  breadcrumbs?: readonly Crumb[];
  children?: ReactNode;
}

/** A page top with a photograph behind the h1, darkened enough for white text (contrast ≥ 4.5:1). */
export function ImageHero({ title, subtitle, image, breadcrumbs, children }: ImageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 py-20 text-white sm:py-28">
      {image && <Image image={image} sizes="100vw" priority fill className="-z-10" />}
      <div className="absolute inset-0 -z-10 bg-brand-900/80" />
      <div className="container-page">
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-white sm:text-xl">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
