// The seed in studio/seed/ holds what the spec counts, read through the real client from the embedded server.
import { GALLERY_COUNTS } from '@nordkyst/studio';
import { describe, expect, it } from 'vitest';
import { useSeedServer } from '../test/seed-server.ts';

const seed = useSeedServer();

describe('seed content', () => {
  it('has 36 gallery items in the six categories of the spec', async () => {
    const categories = await seed.client.fetch<string[]>(`*[_type == "galleryItem"].category`);
    expect(categories).toHaveLength(36);
    const counts: Record<string, number> = {};
    for (const category of categories) counts[category] = (counts[category] ?? 0) + 1;
    expect(counts).toEqual(GALLERY_COUNTS);
  });

  it('has 7 service pages, each with 6 features and 7 to 8 process steps', async () => {
    const pages = await seed.client.fetch<{ slug: string; features: number; process: number }[]>(
      `*[_type == "service" && hasPage == true]{ "slug": slug.current, "features": count(features), "process": count(process) }`,
    );
    expect(pages.map((page) => page.slug).sort()).toEqual([
      'anlaegsarbejde',
      'badevaerelser',
      'boligrenovering',
      'nybyg',
      'terrasser',
      'toemreropgaver',
      'vinduer-doere',
    ]);
    for (const page of pages) {
      expect(page.features, page.slug).toBe(6);
      expect(page.process, page.slug).toBeGreaterThanOrEqual(7);
      expect(page.process, page.slug).toBeLessThanOrEqual(8);
    }
  });

  it('has 3 testimonials and one privacy policy with 10 sections', async () => {
    const counts = await seed.client.fetch(`{
      "testimonials": count(*[_type == "testimonial"]),
      "privacyPolicies": count(*[_type == "privacyPolicy"]),
      "sections": count(*[_type == "privacyPolicy"][0].sections)
    }`);
    expect(counts).toEqual({ testimonials: 3, privacyPolicies: 1, sections: 10 });
  });

  it('has no drafts and resolves every image to an asset', async () => {
    const counts = await seed.client.fetch(`{
      "drafts": count(*[_id in path("drafts.**")]),
      "galleryWithoutAsset": count(*[_type == "galleryItem" && !defined(image.asset->url)])
    }`);
    expect(counts).toEqual({ drafts: 0, galleryWithoutAsset: 0 });
  });
});
