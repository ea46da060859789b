import { type PortableTextComponents, PortableText as Render } from '@portabletext/react';
import type { PortableTextBlock } from '~/lib/content-types';

// The site's look for the rich text the CMS allows: paragraphs, h3, lists, bold, italic and links.
// `@portabletext/react` does the grouping of list items and the nesting of marks.
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-3 first:mt-0">{children}</p>,
    h3: ({ children }) => <h3 className="mt-5 text-lg font-bold">{children}</h3>,
  },
  list: {
    bullet: ({ children }) => <ul className="mt-3 space-y-1 pl-6 list-disc">{children}</ul>,
    number: ({ children }) => <ol className="mt-3 space-y-1 pl-6 list-decimal">{children}</ol>,
  },
  listItem: ({ children }) => <li>{children}</li>,
  marks: {
    link: ({ value, children }) =>
      typeof value?.href === 'string' ? (
        <a href={value.href} className="link">
          {children}
        </a>
      ) : (
        children
      ),
  },
};

export function PortableText({ blocks }: { blocks: readonly PortableTextBlock[] }) {
  return <Render value={[...blocks]} components={components} />;
}
