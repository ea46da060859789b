import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildDataset, type SeedDocument, toNdjson } from './dataset.ts';
import { renderSvg } from './scenes/render.ts';
import { GALLERY_COUNTS, PRIMARY_SERVICES, SERVICE_OVERVIEW_SLUGS } from './spec-facts.ts';

const seedDir = import.meta.dirname;
const imageDir = path.join(seedDir, 'images');
const text = readFileSync(path.join(seedDir, 'production.ndjson'), 'utf8');
const lines = text.split('\n').filter((line) => line.length > 0);
const documents = lines.map((line) => JSON.parse(line) as SeedDocument);
const byId = new Map(documents.map((d) => [d._id, d]));
const ofType = (type: string) => documents.filter((d) => d._type === type);
const get = (id: string) => {
  const document = byId.get(id);
  if (!document) throw new Error(`missing document ${id}`);
  return document;
};

/** Every value nested anywhere in the documents, with a readable path. */
const walk = (value: unknown, at: string, visit: (value: unknown, at: string) => void): void => {
  visit(value, at);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walk(item, `${at}[${i}]`, visit);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) walk(child, `${at}.${key}`, visit);
  }
};
const collect = (pick: (value: unknown, at: string) => string | undefined): string[] => {
  const found: string[] = [];
  for (const d of documents) {
    walk(d, d._id, (value, at) => {
      const hit = pick(value, at);
      if (hit !== undefined) found.push(hit);
    });
  }
  return found;
};
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

describe('seed dataset (production.ndjson)', () => {
  it('is what the seed content builds, one parsable document a line', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(text).toBe(toNdjson(buildDataset().documents));
  });

  it('has unique document ids', () => {
    expect(new Set(documents.map((d) => d._id)).size).toBe(documents.length);
  });

  it('has the singletons under their type names', () => {
    for (const type of ['siteSettings', 'homePage', 'aboutPage', 'privacyPolicy']) {
      expect(ofType(type).map((d) => d._id)).toEqual([type]);
    }
  });

  it('has 36 gallery items with the category counts of the spec', () => {
    const items = ofType('galleryItem');
    expect(items).toHaveLength(36);
    const counts: Record<string, number> = {};
    for (const item of items) counts[String(item.category)] = (counts[String(item.category)] ?? 0) + 1;
    expect(counts).toEqual(GALLERY_COUNTS);
  });

  it('has 8 services in overview order, 7 of them with a complete page', () => {
    const services = ofType('service').sort((a, b) => String(a.orderRank).localeCompare(String(b.orderRank)));
    expect(services.map((s) => record(s.slug)?.current)).toEqual(SERVICE_OVERVIEW_SLUGS);
    const withPage = services.filter((s) => s.hasPage === true);
    expect(withPage).toHaveLength(7);
    expect(get('service-erhverv').hasPage).toBe(false);
    for (const s of withPage) {
      expect(list(s.features), s._id).toHaveLength(6);
      expect(list(s.process).length, s._id).toBeGreaterThanOrEqual(7);
      expect(list(s.process).length, s._id).toBeLessThanOrEqual(8);
      expect(list(s.projects).length, s._id).toBeGreaterThanOrEqual(2);
      expect(list(s.projects).length, s._id).toBeLessThanOrEqual(3);
      expect(list(s.benefits).length, s._id).toBeGreaterThanOrEqual(3);
      for (const field of ['subtitle', 'description', 'mainImage'])
        expect(s[field], `${s._id}.${field}`).toBeTruthy();
    }
    for (const s of services) {
      expect(String(s.seoTitle).length, s._id).toBeLessThanOrEqual(60);
      expect(String(s.seoDescription).length, s._id).toBeLessThanOrEqual(160);
    }
  });

  it('features the services and projects the spec names on the home page', () => {
    const home = get('homePage');
    expect(home.heroTagline).toBe('Dit byggeprojekt i trygge hænder');
    const refs = (field: string) => list(home[field]).map((r) => get(String(record(r)?._ref)));
    expect(refs('coreServices').map((s) => s.title)).toEqual([
      'Boligrenovering',
      'Nybyg – Privat',
      'Anlægsarbejde',
    ]);
    expect(refs('featuredProjects').map((g) => g.title)).toEqual([
      'Badeværelsesrenovering i Hornbæk',
      'Tømrerkonstruktion til tilbygning i Hillerød',
      'Træhegn i lærk ved parcelhus i Fredensborg',
    ]);
    expect(list(home.benefits)).toHaveLength(6);
  });

  it('lists the ten primary services of the about page', () => {
    expect(get('aboutPage').primaryServices).toEqual(PRIMARY_SERVICES);
  });

  it('has 3 five-star testimonials', () => {
    const testimonials = ofType('testimonial');
    expect(testimonials).toHaveLength(3);
    for (const t of testimonials) expect(t.rating).toBe(5);
  });

  it('has a privacy policy of ten sections, last updated when its text last changed', () => {
    const policy = get('privacyPolicy');
    // Not the spec's 1 August 2023: the text describes this site (decision 053).
    expect(policy.lastUpdated).toBe('2026-11-27');
    const sections = list(policy.sections).map(record);
    expect(sections).toHaveLength(10);
    const body = JSON.stringify(sections[8]);
    for (const detail of [
      'Carl Jacobsens Vej 35, 2500 Valby',
      '33 19 32 00',
      'dt@datatilsynet.dk',
      'www.datatilsynet.dk',
    ]) {
      expect(body).toContain(detail);
    }
    for (const section of sections) {
      for (const block of list(section?.body).map(record)) {
        expect(block?._type).toBe('block');
        expect(block?.markDefs).toEqual([]);
        for (const span of list(block?.children).map(record)) expect(span?.marks).toEqual([]);
      }
    }
  });

  it('has a privacy text true of this site: its processors, the job application’s data, no cookie it does not set', () => {
    const sections = list(get('privacyPolicy').sections).map(record);
    /** A section's text, one line per paragraph or list item. */
    const textOf = (heading: string) =>
      list(sections.find((section) => section?.heading === heading)?.body)
        .map(record)
        .map((block) =>
          list(block?.children)
            .map((span) => String(record(span)?.text))
            .join(''),
        )
        .join('\n');
    const processors = textOf('Videregivelse af oplysninger');
    for (const [processor, role] of [
      ['Supabase', /EU-region i Frankfurt/],
      ['Resend', /sender e-mailene.*USA/],
      ['Sanity', /tekster og billeder.*ingen oplysninger fra formularerne/],
      ['Netlify', /log over besøg med bl\.a\. IP-adresse.*USA/],
    ] as const) {
      expect(processors).toMatch(new RegExp(`^${processor}: .*${role.source}`, 'm'));
    }
    const collected = textOf('Hvilke oplysninger indsamler vi');
    const jobApplication = collected.split('\n').find((line) => line.startsWith('Jobansøgningen: ')) ?? '';
    // Every field of the job application form, as the company's notification labels it.
    for (const field of [
      'fornavn',
      'efternavn',
      'fødselsdato',
      'fødeland',
      'fødeby',
      'om du har børn',
      'om du er gift',
      'telefonnummer',
      'e-mail',
      'sidste adresse i udlandet',
      'postnummer',
      'by',
      'land',
    ]) {
      expect(jobApplication).toMatch(new RegExp(`[ ,]${field}[,. ]`));
    }
    // The site sets no cookie itself: every mention of one says so, or is Google's or Facebook's own.
    const all = sections.map((section) => textOf(String(section?.heading))).join('\n');
    const cookieSentences = all.split(/(?<=\.)\s+|\n/).filter((sentence) => /cookie/i.test(sentence));
    expect(cookieSentences.length).toBeGreaterThan(0);
    for (const sentence of cookieSentences)
      expect(sentence).toMatch(/sætter ingen cookies|deres egne cookies|ikke en cookie/);
    expect(collected).toContain('Hjemmesiden sætter ingen cookies');
    // Issue 51: what a submission says of where it came from, what for, kept how long, nothing on the device.
    expect(collected).toMatch(/hvilken side .* kampagneparametrene .* det websted, du kom fra/);
    expect(collected).toMatch(/klik-id, sendes ikke med/);
    expect(textOf('Formål med behandlingen')).toMatch(/hvilke sider og kampagner der giver henvendelser/);
    expect(textOf('Opbevaring')).toMatch(
      /sammen med henvendelsen og lige så længe som den.*gemmer intet på din enhed/,
    );
  });

  it('gives every array object a _key unique within its array', () => {
    const problems = collect((value, at) => {
      if (!Array.isArray(value)) return undefined;
      const objects = value.map(record).filter((v) => v !== undefined);
      const keys = objects.map((o) => o._key);
      if (keys.some((k) => typeof k !== 'string' || k.length === 0)) return `${at}: object without _key`;
      return new Set(keys).size === keys.length ? undefined : `${at}: duplicate _key`;
    });
    expect(problems).toEqual([]);
  });

  it('points every reference at an existing document', () => {
    const refs = collect((value) => {
      const ref = record(value)?._ref;
      return typeof ref === 'string' ? ref : undefined;
    });
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((id) => !byId.has(id))).toEqual([]);
  });

  it('uses only images that exist, and every image in images/ is used', () => {
    const assets = collect((value, at) => {
      const image = record(value);
      if (typeof image?._sanityAsset !== 'string') return undefined;
      expect(String(image.alt).length, `${at}.alt`).toBeGreaterThan(10);
      return image._sanityAsset;
    });
    const files = assets.map((asset) => {
      const match = /^image@file:\/\/\.\/images\/([a-z0-9-]+\.jpg)$/.exec(asset);
      expect(match, asset).not.toBeNull();
      return match?.[1] ?? '';
    });
    expect(files.filter((f) => !existsSync(path.join(imageDir, f)))).toEqual([]);
    expect(readdirSync(imageDir).sort()).toEqual([...new Set(files)].sort());
  });

  it('has images of 2400×1600, and 1200×630 for sharing', async () => {
    for (const file of readdirSync(imageDir)) {
      const { width, height, format } = await sharp(path.join(imageDir, file)).metadata();
      expect({ file, width, height, format }).toEqual(
        file === 'seo-default.jpg'
          ? { file, width: 1200, height: 630, format: 'jpeg' }
          : { file, width: 2400, height: 1600, format: 'jpeg' },
      );
    }
  });

  it('draws the images deterministically: the hero renders to the committed bytes', async () => {
    const hero = buildDataset().images.find((image) => image.file === 'home-hero');
    if (!hero) throw new Error('no home-hero image');
    const jpeg = await sharp(Buffer.from(renderSvg(hero)))
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    expect(jpeg.equals(readFileSync(path.join(imageDir, 'home-hero.jpg')))).toBe(true);
  });
});
