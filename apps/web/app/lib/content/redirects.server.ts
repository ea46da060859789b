import { redirectsQuery } from '@nordkyst/content';
import type { Redirect } from '@nordkyst/site-paths';
import { client } from './client.server';

/** The owner's redirect list as published; unfinished rules stay in, for the build to refuse. */
export async function loadRedirects(): Promise<Partial<Redirect>[]> {
  const rules = (await client.fetch(redirectsQuery)) ?? [];
  return rules.map(({ from, to }) => ({ from: from ?? undefined, to: to ?? undefined }));
}
