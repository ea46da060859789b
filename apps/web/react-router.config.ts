import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';

// Loaded lazily: only a build talks to the CMS, `react-router typegen` does not.
const site = () => import('./app/hosting/finish-site.ts');

export default {
  // A separate output folder lets the content-robustness suite build variants beside the real build,
  // and a rebuild after publishing write a new release beside the served one (scripts/rebuild/).
  buildDirectory: process.env.WEB_BUILD_DIR || 'build',
  ssr: false,
  prerender: {
    paths: async () => (await site()).prerenderPaths(),
    concurrency: 2,
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const { buildDirectory } = reactRouterConfig;
    const { finishSite, builtSiteFile } = await site();
    const built = await finishSite(`${buildDirectory}/client`, { env: viteConfig.env });
    // What a publish needs to render the pages again from these bundles (app/hosting/render-site.ts).
    await writeFile(join(buildDirectory, builtSiteFile), JSON.stringify(built));
  },
} satisfies Config;
