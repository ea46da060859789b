import type { QuotePageQueryResult } from '@nordkyst/content';
import { galleryItemFrom } from './gallery';
import { optionalText } from './owner-text';
import { pageSeo } from './page-seo';
import { singleton } from './singleton';
/** The quote page's copy; an expertise item whose gallery picture was deleted or unpublished is skipped. */
export function quotePageFrom(result: QuotePageQueryResult) {
  const page = singleton(result, 'quotePage');
  const { exampleQuote, exampleDescription } = page;
  return {
    steps: page.steps ?? [],
    expertise: (page.expertise ?? []).flatMap(({ _key, label, project }) => {
      const item = galleryItemFrom(project);
      return item ? [{ key: _key, label, image: item.thumb }] : [];
    }),
    exampleQuote: exampleQuote && {
      ...exampleQuote,
      scope: exampleQuote.scope ?? [],
      terms: (exampleQuote.terms ?? []).map(({ _key, label, value }) => ({ key: _key, label, value })),
    },
    exampleDescription: exampleDescription && {
      ...exampleDescription,
      paragraphs: exampleDescription.example.split(/\n\s*\n/).filter((paragraph) => paragraph.trim()),
      tips: exampleDescription.tips ?? [],
    },
    offer: {
      name: optionalText(page.offerName),
      serviceType: optionalText(page.offerServiceType),
      description: optionalText(page.offerDescription),
    },
    seo: pageSeo(page),
  };
}

export type QuotePage = ReturnType<typeof quotePageFrom>;
export type ExampleQuote = NonNullable<QuotePage['exampleQuote']>;
export type ExampleDescription = NonNullable<QuotePage['exampleDescription']>;
