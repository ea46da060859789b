import type { LeadSource } from './api.ts';

const LOOPBACK = /^(localhost|127(?:\.\d+){3}|\[?::1\]?)$|\.localhost$/;

/**
 * Whether `host` is the site itself: its address's host with or without "www.", or, for the site served
 * on this computer, a loopback host (no visitor comes from one elsewhere).
 */
export function isSiteHost(host: string, siteUrl: string | undefined): boolean {
  const bare = (name: string) => name.replace(/^www\./, '');
  if (LOOPBACK.test(host)) return true;
  return Boolean(siteUrl && URL.canParse(siteUrl) && bare(new URL(siteUrl).hostname) === bare(host));
}

/**
 * Where the visitor came from to the page the lead was sent from, as the owner reads it. The page sends
 * the referring site's host: none when the address was typed or bookmarked ("Direkte"), the site's own
 * when the visitor came through other pages of it; `undefined` for a lead sent without its source
 * (stored before the site sent it, or by a script).
 */
export function cameFrom(source: LeadSource | undefined, siteUrl: string | undefined): string | undefined {
  if (!source?.path) return undefined;
  if (!source.referrerHost) return 'Direkte';
  return isSiteHost(source.referrerHost, siteUrl) ? 'Fra en anden side på hjemmesiden' : source.referrerHost;
}
