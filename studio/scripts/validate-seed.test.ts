import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SeedReport, validateSeedFile } from './validate-seed.ts';

const seedDir = path.join(import.meta.dirname, '..', 'seed');

const problemsOf = (report: SeedReport, documentId: string) =>
  report.problems
    .filter((problem) => problem.documentId === documentId)
    .map(({ level, path: at, message }) => `${level} ${at}: ${message}`);

describe('validateSeedFile on the broken fixture', () => {
  let report: SeedReport;
  beforeAll(async () => {
    report = await validateSeedFile(path.join(seedDir, 'fixtures', 'broken.ndjson'));
  });

  it('warns about, but accepts, a service page with another number of features than the designed 6', () => {
    const problems = problemsOf(report, 'service-five-features');
    expect(problems).toContain('warning features: Siden er lavet til 6 punkter under "Hvad vi tilbyder".');
    expect(problems.filter((problem) => problem.startsWith('error features:'))).toEqual([]);
  });

  it('rejects an array item whose _type is not a member of the array', () => {
    expect(problemsOf(report, 'service-five-features')).toContain(
      'error features[_key=="f5"]: array item _type "featureItem" is not one of: feature',
    );
  });

  it('rejects a slug used twice, on both documents', () => {
    expect(problemsOf(report, 'service-five-features')).toContain('error slug: Slug is already in use');
    expect(problemsOf(report, 'service-duplicate-slug')).toEqual(['error slug: Slug is already in use']);
  });

  it('leaves the page fields of a service without a page alone', () => {
    expect(problemsOf(report, 'service-duplicate-slug').some((problem) => problem.includes('features'))).toBe(
      false,
    );
  });

  it('warns, without failing, about an SEO title over 60 characters', () => {
    expect(problemsOf(report, 'service-five-features')).toContain(
      'warning seoTitle: SEO-titlen er over 60 tegn, så Google kan skære den af.',
    );
  });

  it('rejects an image file that does not exist', () => {
    expect(problemsOf(report, 'service-five-features')).toContain(
      'error projects[1].image: image file missing or unreadable: ./images/missing.jpg',
    );
  });

  it('rejects a gallery category outside the fixed list and an unknown field', () => {
    expect(problemsOf(report, 'gallery-bad-category')).toEqual([
      'error tags: field "tags" does not exist on type "galleryItem"',
      'error category: Vælg en af de seks kategorier.',
    ]);
  });

  it('rejects an image without alternative text', () => {
    expect(problemsOf(report, 'gallery-missing-alt')).toEqual([
      'error image.alt: Skriv en alternativ tekst, der beskriver billedet.',
    ]);
  });

  it('rejects a rating of 6 and accepts a rating of 5', () => {
    expect(problemsOf(report, 'testimonial-six-stars')).toEqual([
      'error rating: Antal stjerner skal være et helt tal fra 1 til 5.',
    ]);
    expect(problemsOf(report, 'testimonial-ok')).toEqual([]);
  });

  it('rejects a CVR number with a wrong check digit', () => {
    expect(problemsOf(report, 'siteSettings')).toEqual([
      'error cvr: CVR-nummeret skal være 8 cifre med gyldigt kontrolciffer. Tjek det på virk.dk.',
    ]);
  });

  it('reports singletons missing from the dataset', () => {
    expect(problemsOf(report, 'aboutPage')).toEqual(['error : singleton missing']);
  });

  it('accepts a page reference to a deleted document: references are weak, and the site skips it', () => {
    expect(problemsOf(report, 'homePage').filter((problem) => problem.includes('[_key=="c"]'))).toEqual([]);
  });

  it('rejects a reference to a document of the wrong type', () => {
    expect(problemsOf(report, 'homePage')).toContain(
      'error featuredProjects[_key=="g3"]: references a testimonial, expected galleryItem',
    );
  });
});

describe('validateSeedFile on the production seed', () => {
  it('finds no errors', async () => {
    const report = await validateSeedFile(path.join(seedDir, 'production.ndjson'));
    expect(report.problems.filter(({ level }) => level === 'error')).toEqual([]);
    expect(report.documents).toBeGreaterThan(0);
  });
});
