import type { ReactNode } from 'react';
import { PageSection } from './page-section';
import { revealItem } from './reveal-section';

/** What a card shows: an array member of a document (its key) or a document (its id). */
type Keyed = { key: string } | { id: string };

interface CardGridProps<T extends Keyed> {
  items: readonly T[];
  /** The list's classes: the grid and its columns. */
  className: string;
  /** The list's accessible name, where the heading above does not give it. */
  label?: string;
  /** Classes of each card's list item. */
  itemClassName?: string;
  /** Staggers the items as their RevealSection animates in. */
  reveal?: boolean;
  /** One card. */
  children(item: T, index: number): ReactNode;
}

/** A list of cards laid out as a grid: the shape of every card list on the site. */
export function CardGrid<T extends Keyed>({
  items,
  className,
  label,
  itemClassName,
  reveal,
  children,
}: CardGridProps<T>) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((item, index) => (
        <li
          key={'key' in item ? item.key : item.id}
          {...(reveal ? revealItem(index, itemClassName) : { className: itemClassName })}
        >
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}

type CardGridSectionProps<T extends Keyed> = Omit<CardGridProps<T>, 'className' | 'label'> & {
  headingId: string;
  title: ReactNode;
  tinted?: boolean;
  /** The grid's columns from small screens up (one column below); three from md unless said. */
  columns?: string;
  /** A link under the grid to the page with the whole list. */
  more?: { to: string; label: string };
};

/** A titled page section holding a card grid; a list the owner left empty leaves the section out. */
export function CardGridSection<T extends Keyed>({
  headingId,
  title,
  tinted,
  columns = 'md:grid-cols-3',
  more,
  ...grid
}: CardGridSectionProps<T>) {
  if (grid.items.length === 0) return null;
  return (
    <PageSection headingId={headingId} title={title} tinted={tinted} reveal={grid.reveal}>
      <CardGrid {...grid} className={`mt-10 grid gap-6 ${columns}`} />
      {more && (
        <a href={more.to} className="btn-secondary mt-10">
          {more.label}
        </a>
      )}
    </PageSection>
  );
}
