// A page the preview renders from the Studio's live answer (a service that exists only as a draft) has
// no `meta` of its own: the preview host answered its path with the 404's shell. Its title and head tags
// are set here from the descriptors its route's `meta` would give, and put back when it goes. The live
// answer's texts carry invisible edit links (stega) for the overlays; the head gets them cleaned.
import { vercelStegaClean } from '@vercel/stega';
import { useEffect } from 'react';
import type { MetaDescriptor } from 'react-router';

/** The head tags a descriptor names: `<meta name>` or `<meta property>` with its content. */
function metaTag(
  descriptor: MetaDescriptor,
): { key: 'name' | 'property'; value: string; content: string } | undefined {
  const record = descriptor as Record<string, unknown>;
  if (typeof record.content !== 'string') return undefined;
  for (const key of ['name', 'property'] as const) {
    const value = record[key];
    if (typeof value === 'string') return { key, value, content: vercelStegaClean(record.content) };
  }
  return undefined;
}

export function useDraftHead(descriptors: readonly MetaDescriptor[] | undefined): void {
  useEffect(() => {
    if (!descriptors) return;
    const previousTitle = document.title;
    const restore: (() => void)[] = [];
    for (const descriptor of descriptors) {
      if ('title' in descriptor && typeof descriptor.title === 'string')
        document.title = vercelStegaClean(descriptor.title);
      const tag = metaTag(descriptor);
      if (!tag) continue;
      const existing = document.head.querySelector(`meta[${tag.key}="${CSS.escape(tag.value)}"]`);
      const meta = existing ?? document.createElement('meta');
      const before = meta.getAttribute('content');
      if (!existing) {
        meta.setAttribute(tag.key, tag.value);
        document.head.append(meta);
      }
      meta.setAttribute('content', tag.content);
      restore.push(() => (existing ? meta.setAttribute('content', before ?? '') : meta.remove()));
    }
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [descriptors]);
}
