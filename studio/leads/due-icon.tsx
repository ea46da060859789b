import type { DueState } from './due.ts';

// Small outlines in the text's colour, so a mark is told apart by its shape and words, not by tone alone.
const paths: Record<DueState, string> = {
  // A clock: time left.
  open: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM12 7v5l3 2',
  // A warning triangle with an exclamation mark: overdue.
  overdue: 'M12 3L2 20h20L12 3zM12 10v4M12 17v.5',
  // A tick: kept.
  kept: 'M4 12.5l5 5L20 6.5',
};

/** The icon beside a due mark's words; hidden from screen readers, which read the words. */
export function DueIcon({ state }: { state: DueState }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="1.2em"
      height="1.2em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-0.25em', marginRight: '0.3em' }}
    >
      <path d={paths[state]} />
    </svg>
  );
}
