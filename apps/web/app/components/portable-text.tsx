import type { ReactNode } from 'react';
import type { PortableTextBlock, PortableTextSpan } from '~/lib/content-types';

/** Renders the few portable-text features the CMS allows: paragraphs, lists, bold, italic and links. */
export function PortableText({ blocks }: { blocks: readonly PortableTextBlock[] }) {
  const groups: { list?: 'bullet' | 'number'; blocks: PortableTextBlock[] }[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.listItem && last?.list === block.listItem) last.blocks.push(block);
    else groups.push({ list: block.listItem, blocks: [block] });
  }
  return (
    <>
      {groups.map((group) => {
        const key = group.blocks[0]?._key;
        if (!group.list) return group.blocks.map((block) => <Block key={block._key} block={block} />);
        const List = group.list === 'number' ? 'ol' : 'ul';
        return (
          <List
            key={key}
            className={`mt-3 space-y-1 pl-6 ${group.list === 'number' ? 'list-decimal' : 'list-disc'}`}
          >
            {group.blocks.map((block) => (
              <li key={block._key}>{spans(block)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}

function Block({ block }: { block: PortableTextBlock }) {
  if (block.style === 'h3') return <h3 className="mt-5 text-lg font-bold">{spans(block)}</h3>;
  return <p className="mt-3 first:mt-0">{spans(block)}</p>;
}

function spans(block: PortableTextBlock): ReactNode[] {
  return (block.children ?? []).map((span) => <Span key={span._key} span={span} block={block} />);
}

function Span({ span, block }: { span: PortableTextSpan; block: PortableTextBlock }) {
  let node: ReactNode = span.text;
  for (const mark of span.marks ?? []) {
    if (mark === 'strong') node = <strong>{node}</strong>;
    else if (mark === 'em') node = <em>{node}</em>;
    else {
      const link = block.markDefs?.find((def) => def._key === mark);
      if (link?.href) {
        node = (
          <a href={link.href} className="link">
            {node}
          </a>
        );
      }
    }
  }
  return <>{node}</>;
}
