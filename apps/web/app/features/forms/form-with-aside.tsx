import type { ReactNode } from 'react';

/**
 * The body of a page built around a form: the form under its h2 in the wide column, an aside beside it.
 * The columns may shrink below their content's width (minmax(0, …)): a 600 px map in the aside would
 * otherwise widen the column, and the page, past a phone's screen.
 */
export function FormWithAside({
  headingId,
  title,
  form,
  aside,
}: {
  /** The heading's id, which labels the form's section. */
  headingId: string;
  title: string;
  form: ReactNode;
  aside: ReactNode;
}) {
  return (
    <div className="section">
      <div className="container-page grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
          <div className="mt-8">{form}</div>
        </section>
        {aside}
      </div>
    </div>
  );
}
