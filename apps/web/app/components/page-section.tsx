import type { HTMLAttributes, ReactNode } from 'react';
import { RevealSection } from './reveal-section';

interface PageSectionProps {
  /** The heading's id, which labels the section for screen readers. */
  headingId: string;
  title: ReactNode;
  /** The light grey band that alternates with white down a page. */
  tinted?: boolean;
  /** Animates in near the viewport (the home page's lower sections). */
  reveal?: boolean;
  /** A column beside the heading and text (the container then needs a grid class). */
  aside?: ReactNode;
  /** Attributes of the heading-and-text column when there is an aside, e.g. a reveal stagger. */
  bodyProps?: HTMLAttributes<HTMLDivElement>;
  /** Extra classes on the inner container, e.g. a narrower width or a grid. */
  containerClassName?: string;
  children?: ReactNode;
}

/** A titled band of a page: section, centred container and h2, the one shape every page repeats. */
export function PageSection({
  headingId,
  title,
  tinted = false,
  reveal = false,
  aside,
  bodyProps,
  containerClassName = '',
  children,
}: PageSectionProps) {
  const Section = reveal ? RevealSection : 'section';
  const body = (
    <>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <Section aria-labelledby={headingId} className={tinted ? 'section bg-slate-50' : 'section'}>
      <div className={containerClassName ? `container-page ${containerClassName}` : 'container-page'}>
        {aside ? (
          <>
            <div {...bodyProps}>{body}</div>
            {aside}
          </>
        ) : (
          body
        )}
      </div>
    </Section>
  );
}
