import type { Config } from '@react-router/dev/config';
import { jobApplicationPath, notFoundPrerenderPath, publicPages } from './app/site-routes.ts';

// Loaded lazily: only a build talks to the CMS, `react-router typegen` does not.
const content = () =>
  Promise.all([
    import('./app/lib/content/services.server.ts'),
    import('./app/lib/content/site-settings.server.ts'),
    import('./app/lib/content/redirects.server.ts'),
  ]).then(([services, settings, redirects]) => ({ ...services, ...settings, ...redirects }));

/**
 * The Studio that may frame a preview build (VITE_PREVIEW_BUILD=true, docs/DEPLOY.md); a preview build
 * without it would either refuse the Studio or let any page frame the drafts, so it stops instead.
 */
function previewStudioUrl(env: Record<string, string | undefined>): string | undefined {
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
  pages ??= content().then(({ loadServiceSlugs }) => loadServiceSlugs().then(publicPages));
  return pages;
}

export default {
  // A separate output folder lets the content-robustness suite build variants beside the real build,
  // and a rebuild after publishing write a new release beside the served one (scripts/rebuild/).
  buildDirectory: process.env.WEB_BUILD_DIR || 'build',
  ssr: false,
  prerender: {
    paths: async () => [...(await pagesFromCms()), jobApplicationPath, notFoundPrerenderPath],
    concurrency: 2,
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const [
      { loadSiteSettings, loadServices, loadRedirects },
      { writeHostingFiles },
      { cspOrigins },
      { readPublicConfig },
      { readContentConfig },
    ] = await Promise.all([
      content(),
      import('./app/hosting/write-hosting-files.ts'),
      import('./app/hosting/content-security-policy.ts'),
      import('./app/lib/public-config.ts'),
      import('@nordkyst/content'),
    ]);
    const [settings, services, redirects] = await Promise.all([
      loadSiteSettings(),
      loadServices(),
      loadRedirects(),
    ]);
    // The same content source and functions URL the pages and the bundle were built with.
    const origins = cspOrigins(
      readContentConfig(),
      readPublicConfig(viteConfig.env).supabaseUrl,
      previewStudioUrl(viteConfig.env),
    );
    await writeHostingFiles(
      `${reactRouterConfig.buildDirectory}/client`,
      await pagesFromCms(),
      { settings, services },
      redirects,
      origins,
      viteConfig.env,
    );
  },
} satisfies Config;
