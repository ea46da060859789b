import type { Config } from '@react-router/dev/config';
import { notFoundPrerenderPath, paths, publicPages } from './app/site-routes.ts';

// Loaded lazily: only a build talks to the CMS, `react-router typegen` does not.
const content = () => import('./app/lib/content.server.ts');

// The service slugs come from the CMS, read once for both the prerender list and the hosting files.
let pages: Promise<string[]> | undefined;
function pagesFromCms(): Promise<string[]> {
  pages ??= content().then(({ loadServiceSlugs }) => loadServiceSlugs().then(publicPages));
  return pages;
}

export default {
  ssr: false,
  prerender: {
    paths: async () => [...(await pagesFromCms()), paths.jobApplication, notFoundPrerenderPath],
    concurrency: 2,
  },
  async buildEnd({ reactRouterConfig }) {
    const [{ loadSiteSettings }, { writeHostingFiles }] = await Promise.all([
      content(),
      import('./app/hosting/write-hosting-files.ts'),
    ]);
    const { siteUrl } = await loadSiteSettings();
    await writeHostingFiles(`${reactRouterConfig.buildDirectory}/client`, await pagesFromCms(), siteUrl);
  },
} satisfies Config;
