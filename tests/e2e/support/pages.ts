/**
 * Every path the site answers, public routes first, then the hidden job page, the owner's action page
 * (opened here without a link, as a stranger would find it) and an unknown path (404).
 */
export const everyPath = [
  '/',
  '/om-os/',
  '/hvad-du-kan-forvente/',
  '/galleri/',
  '/services/',
  '/kontakt/',
  '/fa-tilbud/',
  '/privatlivspolitik/',
  '/services/badevaerelser/',
  '/services/boligrenovering/',
  '/services/nybyg/',
  '/services/anlaegsarbejde/',
  '/services/toemreropgaver/',
  '/services/vinduer-doere/',
  '/services/terrasser/',
  '/moldova-ansogning',
  '/handling/',
  '/findes-ikke/',
] as const;

/** The pages with a form, which hydrate React at the visitor's first interaction. */
export const formPaths: readonly string[] = ['/kontakt/', '/fa-tilbud/', '/moldova-ansogning'];

/** The pages that ship React: the forms and the owner's one-tap action page, which hydrates at once. */
export const reactPaths: readonly string[] = [...formPaths, '/handling/'];
