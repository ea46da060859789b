import type { QuotePageQueryResult } from '@nordkyst/content';
import { describe, expect, it } from 'vitest';
import { galleryResult } from './query-fixtures';
import { quotePageFrom } from './quote-page';

type Expertise = NonNullable<NonNullable<QuotePageQueryResult>['expertise']>[number];

const quote: NonNullable<QuotePageQueryResult> = {
  steps: ['Udfyld', 'Vi ringer'],
  expertise: [
    { _key: 'k', label: 'Køkkener', project: galleryResult('g1', 'Omdøbt køkken') },
    { _key: 'b', label: 'Badeværelser', project: null as unknown as Expertise['project'] },
  ],
  exampleQuote: null,
  exampleDescription: {
    buttonLabel: 'Se',
    title: 'Eksempel',
    example: 'Første afsnit.\n\n  \nAndet afsnit.',
    tipsHeading: null,
    tips: null,
  },
  offerName: 'Gratis tilbud',
  offerServiceType: null,
  offerDescription: '  ',
  seoTitle: null,
  seoDescription: null,
};

describe('quotePageFrom', () => {
  it('shows the referenced gallery picture whatever its title, and skips a deleted one', () => {
    const page = quotePageFrom(quote);
    expect(page.expertise.map(({ label, image }) => [label, image.alt])).toEqual([
      ['Køkkener', 'Et billede'],
    ]);
  });

  it('passes the free offer’s search texts, empty ones as null so the structured data leaves them out', () => {
    expect(quotePageFrom(quote).offer).toEqual({
      name: 'Gratis tilbud',
      serviceType: null,
      description: null,
    });
  });

  it('leaves out an example the owner has not written', () => {
    expect(quotePageFrom(quote).exampleQuote).toBeNull();
  });

  it('splits the example description into paragraphs at blank lines', () => {
    expect(quotePageFrom(quote).exampleDescription).toMatchObject({
      paragraphs: ['Første afsnit.', 'Andet afsnit.'],
      tips: [],
    });
  });

  it('gives no steps and no expertise for an empty page', () => {
    expect(quotePageFrom({ ...quote, steps: null, expertise: null })).toMatchObject({
      steps: [],
      expertise: [],
    });
  });
});
