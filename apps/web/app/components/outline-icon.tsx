import type { ReactNode } from 'react';

/** A decorative 24×24 line icon in the text colour; the text or label beside it carries the meaning. */
export function OutlineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}
