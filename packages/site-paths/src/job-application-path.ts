/**
 * The job application: hidden on purpose, served only without a trailing slash, never linked, not in the
 * sitemap. A module of its own, so that the bundle puts it only in the job page's script, never in the
 * code every public page shares (the navigation and the page paths).
 */
export const jobApplicationPath = '/moldova-ansogning';
