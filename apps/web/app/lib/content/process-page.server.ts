import { processPageQuery } from '@nordkyst/content';
import { client } from './client.server';
import { processPageFrom } from './process-page';

export async function loadProcessPage() {
  return processPageFrom(await client.fetch(processPageQuery));
}
