import type { ReactNode } from 'react';

/** The body of a page built around a form: the form under its h2 in the wide column, an aside beside it. */
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
      <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr]">
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
