import { LEAD_SOURCE_LIMITS, type LeadSource, UTM_PARAMETERS } from '@nordkyst/validation';

/** What the source is read from: the page's own address and the page the visitor came from. */
export type PageFacts = { pathname: string; search: string; referrer: string };

const cut = (value: string, max: number) => value.trim().slice(0, max);

/**
 * Where a lead is sent from (issue 51), read when it is sent and kept nowhere on the visitor's device:
 * this page's path, the utm_source, utm_medium and utm_campaign of its own address (no other
 * parameter: click ids such as gclid and fbclid are never read), and the host of the page the visitor
 * came from, which is the site's own when they reached the form through its other pages.
 */
export function leadSource(page: PageFacts): LeadSource {
  const source: LeadSource = {};
  if (page.pathname.startsWith('/')) source.path = page.pathname.slice(0, LEAD_SOURCE_LIMITS.path);
  const query = new URLSearchParams(page.search);
  for (const [key, parameter] of Object.entries(UTM_PARAMETERS) as [keyof typeof UTM_PARAMETERS, string][]) {
    const value = cut(query.get(parameter) ?? '', LEAD_SOURCE_LIMITS.utm);
    if (value) source[key] = value;
  }
  const referrer = URL.canParse(page.referrer) ? new URL(page.referrer).hostname : '';
  if (referrer) source.referrerHost = referrer;
  return source;
}

/** The source of the page the browser is on now. */
export const currentLeadSource = (): LeadSource =>
  leadSource({
    pathname: location.pathname,
    search: location.search,
    referrer: document.referrer,
  });
