import type { ReactNode } from 'react';

/** The words of a card: a title over a short text. */
export function TextCard({
  title,
  text,
  titleClassName = 'text-lg font-bold',
}: {
  title: ReactNode;
  text: ReactNode;
  titleClassName?: string;
}) {
  return (
    <>
      <h3 className={titleClassName}>{title}</h3>
      <p className="mt-2 text-slate-700">{text}</p>
    </>
  );
}
