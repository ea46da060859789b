/**
 * The page where the owner confirms a one-tap action from a company e-mail ("Jeg har ringet", "Tilbud
 * sendt"; issue 56). Never linked from the site, not in the sitemap, sent with noindex and no-store; the
 * signed action travels in the address's fragment, which no request, log or Referer carries.
 */
export const leadActionPath = '/handling/';
