import { quotePageQuery } from '@nordkyst/content';
import { client } from './client.server';
import { type QuotePage, quotePageFrom } from './quote-page';

export async function loadQuotePage(): Promise<QuotePage> {
  return quotePageFrom(await client.fetch(quotePageQuery));
}
