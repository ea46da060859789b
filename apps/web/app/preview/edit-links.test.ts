import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega';
import { describe, expect, it } from 'vitest';
import { withEditLinks } from './edit-links';

const link = (value: unknown) => (vercelStegaDecode(value as string) as { href: string } | undefined)?.href;
const clean = (value: unknown) => vercelStegaSplit(value as string).cleaned;

describe('withEditLinks', () => {
  it('marks a document’s texts with their field, arrays by key, and leaves the text readable', () => {
    const result = withEditLinks(
      {
        _id: 'service-nybyg',
        title: 'Nybyg',
        slug: 'nybyg',
        features: [{ _key: 'f1', title: 'Fundament' }],
        headings: { serviceIntroHeading: 'Om ydelsen' },
      },
      [
        { at: '', type: 'service' },
        { at: 'headings', id: 'servicesPage', type: 'servicesPage' },
      ],
    );
    expect(clean(result.title)).toBe('Nybyg');
    expect(link(result.title)).toBe(
      '/intent/edit/mode=presentation;id=service-nybyg;type=service;path=title',
    );
    expect(link(result.features[0]?.title)).toContain(
      `path=${encodeURIComponent('features[_key=="f1"].title')}`,
    );
    expect(link(result.headings.serviceIntroHeading)).toContain(
      'id=servicesPage;type=servicesPage;path=serviceIntroHeading',
    );
  });

  it('leaves identifiers, links and values the site compares as they are', () => {
    const result = withEditLinks(
      [
        {
          _id: 'g1',
          title: 'Køkken',
          category: 'renovering',
          image: { alt: 'Et køkken', asset: { url: 'https://x/y.jpg' } },
        },
      ],
      [{ at: '*', type: 'galleryItem' }],
    );
    expect(result[0]?._id).toBe('g1');
    expect(result[0]?.category).toBe('renovering');
    expect(result[0]?.image.asset.url).toBe('https://x/y.jpg');
    expect(link(result[0]?.image.alt)).toContain('id=g1;type=galleryItem;path=image.alt');
  });

  it('marks nothing outside a declared document', () => {
    expect(withEditLinks({ title: 'Uden dokument' }, [])).toEqual({ title: 'Uden dokument' });
  });
});
