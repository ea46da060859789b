// Datasets derived from the seed, each something the studio lets an owner publish, built by the
// robustness suite to prove the site renders it. Each variant says what it proves; the two extreme
// ones are also checked with axe.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type Doc = { _id: string; _type: string; [field: string]: unknown };

export interface Variant {
  name: string;
  proves: string;
  documents: Doc[];
  /** Check every page with axe (the extreme variants only: it is the slow part). */
  axe: boolean;
  /** Texts that must appear on a page, literally (escaped in the HTML, shown as typed). */
  expectText: { path: string; text: string }[];
  /** Texts that must not appear anywhere in the built pages. */
  expectAbsent: string[];
}

export const seedDir = resolve(import.meta.dirname, '..', '..', 'studio', 'seed');

export function readSeed(): Doc[] {
  return readFileSync(resolve(seedDir, 'production.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc);
}

/** Markup, quotes, entities, æøå and emoji: what an owner might paste, and what must never run. */
export const hostile = `Ærø «Å» "dobbelt" 'enkelt' & &amp; <b>fed</b> <script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> 🏠🔨✨`;
/** A word too long for a phone's width: the layout has to wrap it, not overflow. */
const longWord = 'Totalrenoveringsentreprisekontraktsforhandlingsmøde';

const clone = <T>(value: T): T => structuredClone(value);
const byType = (docs: Doc[], type: string) => docs.filter((doc) => doc._type === type);
const one = (docs: Doc[], id: string): Doc => {
  const doc = docs.find((d) => d._id === id);
  if (!doc) throw new Error(`The seed has no ${id}`);
  return doc;
};
const omit = (doc: Doc, ...fields: string[]) => {
  for (const field of fields) delete doc[field];
};
const keyed = <T extends object>(items: T[], prefix: string) =>
  items.map((item, i) => ({ ...item, _key: `${prefix}${i + 1}` }));
const block = (text: string, key: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
});
/** `count` items made from a template list, cycling through it. */
const cycle = <T>(items: readonly T[], count: number): T[] =>
  Array.from({ length: count }, (_, i) => clone(items[i % items.length] as T));

const seoFields = ['seoTitle', 'seoDescription'];
/** The optional copy of each page: intros, and the names given to Google's structured data. */
const optionalCopy: Record<string, string[]> = {
  homePage: ['socialText'],
  processPage: ['intro', 'howToName'],
  quotePage: ['offerName', 'offerServiceType', 'offerDescription'],
  servicesPage: ['intro', 'invitationHeading', 'serviceBenefitsHeading'],
  galleryPage: ['intro', 'introText', 'galleryName'],
};
const pageTypes = ['homePage', 'aboutPage', 'processPage', 'quotePage', 'privacyPolicy'];
const seoOnlyTypes = ['servicesPage', 'galleryPage', 'contactPage'];

/**
 * Every optional field removed and every list at the least its rule allows: one service (with a page),
 * one gallery item, one privacy section, one process phase, no testimonials, no examples.
 */
function minimal(seed: Doc[]): Variant {
  const docs = clone(seed);
  const settings = one(docs, 'siteSettings');
  omit(settings, 'legalForm', 'openingHoursSpecification', 'socialUrl', 'mapPosition');
  omit(settings, 'defaultSeoImage', 'defaultSeoDescription');
  delete (settings.address as Record<string, unknown>).region;
  for (const type of [...pageTypes, ...seoOnlyTypes])
    omit(one(docs, type), ...seoFields, ...(optionalCopy[type] ?? []));

  const kept = one(docs, 'service-boligrenovering');
  omit(kept, ...seoFields, 'features', 'benefits', 'process', 'projects');
  const home = one(docs, 'homePage');
  omit(home, 'benefits', 'featuredProjects');
  home.coreServices = [{ _type: 'reference', _ref: kept._id, _weak: true, _key: 'service1' }];
  omit(one(docs, 'aboutPage'), 'primaryServices');
  const policy = one(docs, 'privacyPolicy');
  policy.sections = (policy.sections as unknown[]).slice(0, 1);
  const process = one(docs, 'processPage');
  omit(process, 'visitPoints');
  process.phases = (process.phases as unknown[]).slice(0, 1);
  omit(one(docs, 'quotePage'), 'steps', 'expertise', 'exampleQuote', 'exampleDescription');

  const firstGallery = byType(docs, 'galleryItem')[0];
  const documents = docs.filter(
    (doc) =>
      !['testimonial'].includes(doc._type) &&
      (doc._type !== 'service' || doc === kept) &&
      (doc._type !== 'galleryItem' || doc === firstGallery),
  );
  return {
    name: 'minimal',
    proves:
      'every optional field removed and every list at its minimum (1 service, 1 gallery item, 1 privacy section, 1 phase, no testimonials, benefits, examples, intros or search texts): the sections hide, the defaults fill in',
    documents,
    axe: true,
    expectText: [
      { path: '/galleri/', text: String(firstGallery?.title) },
      { path: '/kontakt/', text: 'Kontakt os' },
    ],
    // The testimonials heading is the owner's text and travels in the page data; the section's id does not.
    expectAbsent: ['id="testimonials-heading"', 'Vi kommer til dig', 'Vores ekspertise er din garanti'],
  };
}

const freeText = new Set([
  'title',
  'description',
  'shortDescription',
  'subtitle',
  'heroTitle',
  'heroTagline',
  'aboutHeading',
  'aboutText',
  'intro',
  'mission',
  'approachHeading',
  'approach',
  'heading',
  'quote',
  'author',
  'location',
  'label',
  'value',
  'text',
  'subject',
  'greeting',
  'scopeHeading',
  'closing',
  'signOff',
  'buttonLabel',
  'example',
  'tipsHeading',
  'aboutShort',
  'invitationText',
  'callbackPromise',
  'alt',
  'seoTitle',
  'seoDescription',
  'introText',
  'socialText',
  'howToName',
  'offerName',
  'offerServiceType',
  'offerDescription',
  'galleryName',
]);
const textLists = new Set(['benefits', 'process', 'primaryServices', 'steps', 'scope', 'tips']);

/** Long, hostile text for every free-text field, keeping each field unique where a rule wants it. */
function lengthen(value: unknown, n: { i: number }): unknown {
  if (Array.isArray(value)) return value.map((item) => lengthen(item, n));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [field, item] of Object.entries(value)) {
    n.i += 1;
    // Every heading field is free text too (coreServicesHeading, serviceIntroHeading, …).
    if ((freeText.has(field) || field.endsWith('Heading')) && typeof item === 'string') {
      const long = field === 'title' || field === 'label' || field === 'heading' || field.endsWith('Heading');
      out[field] = long
        ? `${item} ${hostile} ${longWord} nr. ${n.i}`
        : `${item} ${hostile} ${longWord} ${`${item} `.repeat(6)}nr. ${n.i}`;
    } else if (textLists.has(field) && Array.isArray(item) && item.every((x) => typeof x === 'string')) {
      out[field] = item.map((x, i) => `${x} ${hostile} ${longWord} nr. ${n.i}.${i}`);
    } else {
      out[field] = lengthen(item, n);
    }
  }
  return out;
}

/**
 * Every list at the most its rule allows, every free text long and full of æøå, quotes, markup and
 * emoji, and a gallery of 200 items.
 */
function maximal(seed: Doc[]): Variant {
  const docs = clone(seed);
  const gallery = byType(docs, 'galleryItem');
  const extraGallery = cycle(gallery, 200 - gallery.length).map((item, i) => ({
    ...item,
    _id: `gallery-extra-${i + 1}`,
    orderRank: `1|${String(i).padStart(6, '0')}:`,
  }));
  const services = byType(docs, 'service');
  const ref = (id: string, i: number, prefix: string) => ({
    _type: 'reference',
    _ref: id,
    _weak: true,
    _key: `${prefix}${i + 1}`,
  });

  const home = one(docs, 'homePage');
  home.coreServices = services.slice(0, 6).map((s, i) => ref(s._id, i, 'service'));
  home.benefits = keyed(cycle(home.benefits as object[], 12), 'benefit');
  home.featuredProjects = gallery.slice(0, 6).map((g, i) => ref(g._id, i, 'project'));
  const about = one(docs, 'aboutPage');
  about.primaryServices = cycle(about.primaryServices as string[], 20).map((s, i) => `${s} ${i + 1}`);
  const policy = one(docs, 'privacyPolicy');
  policy.sections = keyed(cycle(policy.sections as object[], 30), 'section');
  const process = one(docs, 'processPage');
  process.visitPoints = keyed(cycle(process.visitPoints as object[], 6), 'point');
  process.phases = keyed(cycle(process.phases as object[], 8), 'phase');
  const quote = one(docs, 'quotePage');
  quote.steps = cycle(quote.steps as string[], 8);
  quote.expertise = keyed(
    gallery
      .slice(0, 8)
      .map((g, i) => ({ _type: 'expertiseItem', label: `Fag ${i + 1}`, project: ref(g._id, i, 'p') })),
    'trade',
  );
  for (const service of services.filter((s) => s.hasPage)) {
    service.features = keyed(cycle(service.features as object[], 12), 'feature');
    service.benefits = cycle(service.benefits as string[], 12);
    service.process = cycle(service.process as string[], 12);
    service.projects = keyed(cycle(service.projects as object[], 6), 'project');
  }
  const testimonials = byType(docs, 'testimonial');
  const extraTestimonials = cycle(testimonials, 9).map((t, i) => ({
    ...t,
    _id: `testimonial-extra-${i + 1}`,
  }));
  const n = { i: 0 };
  const documents = [...docs, ...extraGallery, ...extraTestimonials].map((doc) => {
    const long = lengthen(doc, n) as Doc;
    if (doc._type === 'privacyPolicy') {
      long.sections = (long.sections as { _key: string }[]).map((section, i) => ({
        ...section,
        body: [block(`${hostile} ${longWord} `.repeat(20), `b${i}`)],
      }));
    }
    return long;
  });
  return {
    name: 'maximal',
    proves:
      'every list at its maximum, a gallery of 200, and long texts full of æøå, quotes, markup and emoji in every free-text field: all pages build, the markup shows as text and never runs',
    documents,
    axe: true,
    expectText: [
      { path: '/', text: hostile },
      { path: '/galleri/', text: hostile },
    ],
    expectAbsent: ['<script>window.__pwned', '<img src=x onerror', '<b>fed</b>'],
  };
}

/**
 * What an owner might do on an ordinary day: rename every gallery picture, delete a picture that the
 * home and quote pages show, unpublish another, delete a testimonial and a service on the home page,
 * and paste markup and emoji into a testimonial.
 */
function ownerEdits(seed: Doc[]): Variant {
  const docs = clone(seed);
  const gallery = byType(docs, 'galleryItem');
  gallery.forEach((item, i) => {
    item.title = `Omdøbt projekt ${i + 1} – «${String(item.category)}»`;
  });
  const quote = one(docs, 'quotePage');
  const expertise = quote.expertise as { project: { _ref: string } }[];
  const deleted = expertise[0]?.project._ref ?? '';
  const unpublished = expertise[1]?.project._ref ?? '';
  const home = one(docs, 'homePage');
  const deletedService = (home.coreServices as { _ref: string }[])[0]?._ref ?? '';
  const testimonials = byType(docs, 'testimonial');
  const edited = testimonials[0] as Doc;
  edited.quote = `Super arbejde! <em>Anbefales</em> 👍 ${hostile}`;
  const settings = one(docs, 'siteSettings');
  settings.invitationHeading = 'Skal vi bygge sammen?';
  settings.invitationText = 'Ring eller skriv – vi kommer gerne forbi & ser på det.';
  const documents = docs
    .filter((doc) => doc._id !== deleted && doc._id !== deletedService && doc._id !== testimonials[1]?._id)
    .map((doc) => (doc._id === unpublished ? { ...doc, _id: `drafts.${doc._id}` } : doc));
  return {
    name: 'owner-edits',
    proves:
      'every gallery title renamed, a referenced gallery item deleted and another unpublished, a home-page service and a testimonial deleted, markup and emoji in a testimonial, the closing invitation reworded: no title matching, references skipped, text escaped, the new wording on the pages',
    documents,
    axe: false,
    expectText: [
      { path: '/galleri/', text: String(gallery[2]?.title) },
      { path: '/', text: String(edited.quote) },
      { path: '/hvad-du-kan-forvente/', text: 'Skal vi bygge sammen?' },
      { path: '/services/nybyg/', text: 'vi kommer gerne forbi & ser på det. Vi ringer tilbage' },
    ],
    expectAbsent: ['<em>Anbefales</em>', '<script>window.__pwned'],
  };
}

export const buildVariants = (seed: Doc[] = readSeed()): Variant[] => [
  minimal(seed),
  maximal(seed),
  ownerEdits(seed),
];

/** A dataset the studio refuses: a gallery item without a title, and a process phase without an icon. */
export function refusedVariant(seed: Doc[] = readSeed()): { documents: Doc[]; messages: string[] } {
  const docs = clone(seed);
  omit(byType(docs, 'galleryItem')[0] as Doc, 'title');
  const process = one(docs, 'processPage');
  omit((process.phases as Doc[])[0] as Doc, 'icon');
  return { documents: docs, messages: ['Skriv en titel.', 'Vælg et ikon.'] };
}
