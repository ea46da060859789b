import { siteSettingsQuery } from '@nordkyst/content';
import type { SiteSettings } from '../content-types';
import { client, fetchOnce } from './client.server';
import { siteSettingsFrom } from './site-settings';

export function loadSiteSettings(): Promise<SiteSettings> {
  return fetchOnce('siteSettings', async () => siteSettingsFrom(await client.fetch(siteSettingsQuery)));
}
