// What a site needs besides its bundles, read from the CMS: the pages to prerender, and the hosting files
// written after them. One place for the full build (react-router.config.ts) and for a publish that only
// renders the pages again from the bundles already built (render-site.ts).
import { readContentConfig } from '@nordkyst/content';
import { loadRedirects } from '../lib/content/redirects.server.ts';
import { loadServiceSlugs, loadServices } from '../lib/content/services.server.ts';
import { loadSiteSettings } from '../lib/content/site-settings.server.ts';
import { jobApplicationPath, leadActionPath, notFoundPrerenderPath, publicPages } from '../site-routes.ts';
import { cspOrigins } from './content-security-policy.ts';
import { writeHostingFiles } from './write-hosting-files.ts';

/**
 * The Studio that may frame a preview build (VITE_PREVIEW_BUILD=true, docs/DEPLOY.md); a preview build
 * without it would either refuse the Studio or let any page frame the drafts, so it stops instead.
 */
function previewStudioUrl(env: Readonly<Record<string, unknown>>): string | undefined {
  if (env.VITE_PREVIEW_BUILD !== 'true') return undefined;
  const studio = process.env.PREVIEW_STUDIO_URL;
  if (!studio)
    throw new Error(
      'A preview build (VITE_PREVIEW_BUILD=true) needs PREVIEW_STUDIO_URL, the Studio that frames it',
    );
  return studio;
}

// The service slugs come from the CMS, read once for both the prerender list and the hosting files.
let pages: Promise<string[]> | undefined;
function pagesFromCms(): Promise<string[]> {
  pages ??= loadServiceSlugs().then(publicPages);
  return pages;
}

/** The public pages with the pages no list names: the job application, the owner's action page and the 404 page. */
const withUnlisted = (pages: string[]) => [
  ...pages,
  jobApplicationPath,
  leadActionPath,
  notFoundPrerenderPath,
];

/** Every path prerendered: the public pages, the job application, the owner's action page and the 404 page. */
export async function prerenderPaths(): Promise<string[]> {
  return withUnlisted(await pagesFromCms());
}

/** Whether the CMS, read now (not the list read once), still has a page at `path`. */
export async function isPageNow(path: string): Promise<boolean> {
  return withUnlisted(publicPages(await loadServiceSlugs())).includes(path);
}

/** What a render needs to know of the build whose bundles it reuses (saved beside it as `site-build.json`). */
export type BuiltSite = {
  /** Vite's resolved `import.meta.env` of the build. */
  env: Readonly<Record<string, unknown>>;
  /** The site script's bundle in `assets/`. */
  siteScript: string;
};

export const builtSiteFile = 'site-build.json';

/**
 * Writes the hosting files into the prerendered `clientDir`, for the bundles of a build made with `env`
 * (Vite's resolved `import.meta.env`); `siteScript` when they were built before, `rendered` when only
 * those routes were rendered now (writeHostingFiles).
 */
export async function finishSite(
  clientDir: string,
  { env, siteScript }: Pick<BuiltSite, 'env'> & Partial<BuiltSite>,
  rendered?: ReadonlySet<string>,
): Promise<BuiltSite> {
  const [settings, services, redirects] = await Promise.all([
    loadSiteSettings(),
    loadServices(),
    loadRedirects(),
  ]);
  // The same content source and functions URL the pages and the bundle were built with.
  const origins = cspOrigins(readContentConfig(), env, previewStudioUrl(env));
  const written = await writeHostingFiles(
    clientDir,
    await pagesFromCms(),
    { settings, services },
    redirects,
    origins,
    env,
    { siteScript, rendered },
  );
  return { env, ...written };
}
