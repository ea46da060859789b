// Runs after prerendering (react-router.config.ts `buildEnd`): puts the 404 page and the job
// application where the host serves them, gives the public pages a route manifest that leaves the job
// application out, bundles the site script and links every page to it, defers
// the hydration of the pages that hydrate until the visitor's first interaction (the preview build's
// start at once, holding only the taps that come first), and writes
// `_redirects`, `sitemap.xml`, `robots.txt` and `llms.txt` from the same route list the prerender used
// and the CMS content it rendered; each page gets its Content-Security-Policy, and `_headers` who may
// frame the site.
import { appendFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hostRedirects, type Redirect } from '@nordkyst/site-paths';
import {
  jobApplicationPath,
  jobApplicationRouteModule,
  leadActionPath,
  notFoundPrerenderPath,
} from '../site-routes.ts';
import { bundleSiteScript } from '../site-script/bundle.ts';
import { type CspOrigins, framingHeaderRule, pagePolicy, withPolicy } from './content-security-policy.ts';
import { deferHydration } from './defer-hydration.ts';
import {
  type LlmsTxtContent,
  leadActionHeaderRule,
  llmsTxt,
  previewShellFile,
  redirectsFile,
  robotsTxt,
  sitemapXml,
} from './hosting-files.ts';
import { bundleHydrationLoader } from './hydration-loader/bundle.ts';
import { writePublicManifest } from './public-manifest.ts';
import { linkSiteScript } from './site-script-link.ts';

/** Where a prerendered route's page is once published (the 404 page and the job application are moved). */
export function publishedFile(route: string): string {
  if (route === notFoundPrerenderPath || route === jobApplicationPath) return `${route.slice(1)}.html`;
  return `${route.slice(1)}index.html`;
}

export async function writeHostingFiles(
  clientDir: string,
  publicPages: readonly string[],
  content: LlmsTxtContent,
  /** The owner's redirect list: the rules that pass go into `_redirects`, the others are told here. */
  redirects: readonly Partial<Redirect>[],
  origins: CspOrigins,
  /** Vite's resolved `import.meta.env` of the build (whether it is the preview build). */
  env: Readonly<Record<string, unknown>>,
  {
    siteScript: builtSiteScript,
    rendered,
  }: {
    /** The site script's bundle in `assets/`, when these bundles were built before: not built again. */
    siteScript?: string;
    /**
     * The routes whose pages were rendered now, for a render that kept the other pages as they were
     * published (and the SPA shell beside the folder); all of them and the SPA fallback when unset.
     */
    rendered?: ReadonlySet<string>;
  } = {},
): Promise<{ siteScript: string }> {
  const { siteUrl } = content.settings;
  const fresh = (route: string) => rendered === undefined || rendered.has(route);
  const notFound = notFoundPrerenderPath.slice(1);
  if (fresh(notFoundPrerenderPath)) {
    await rename(join(clientDir, notFound, 'index.html'), join(clientDir, `${notFound}.html`));
    await rm(join(clientDir, notFound), { recursive: true });
    await rm(join(clientDir, `${notFound}.data`), { force: true });
  }

  // Served at exactly /moldova-ansogning (no trailing slash, no redirect): `<path>.html` does that on
  // Netlify and on the local host, while /moldova-ansogning/ finds no index.html and gets the 404 page.
  const job = jobApplicationPath.slice(1);
  if (fresh(jobApplicationPath)) {
    await rename(join(clientDir, job, 'index.html'), join(clientDir, `${job}.html`));
    await rm(join(clientDir, job), { recursive: true });
  }

  // Every path is prerendered, so the SPA fallback would only hide real 404s: it leaves the published
  // folder. It is kept beside it because the Lighthouse bench serves it to measure the prerender gain.
  // Every page, the shell too, loads the site script's bundle.
  const siteScriptFile = builtSiteScript ?? (await bundleSiteScript(join(clientDir, 'assets')));
  const siteScript = `/assets/${siteScriptFile}`;
  const spaShell = join(clientDir, '..', 'spa-shell.html');
  if (rendered === undefined) {
    await rename(join(clientDir, '__spa-fallback.html'), spaShell);
    await writeFile(spaShell, linkSiteScript(await readFile(spaShell, 'utf8'), siteScript));
  }
  // The preview build publishes it for services that exist only as drafts (no prerendered page).
  const preview = env.VITE_PREVIEW_BUILD === 'true';
  /** The page with its own Content-Security-Policy in its head. */
  const secured = (route: string, html: string) => withPolicy(html, pagePolicy(route, html, origins));
  if (preview && rendered === undefined)
    await writeFile(join(clientDir, previewShellFile), secured('', await readFile(spaShell, 'utf8')));

  // A refused rule never stops a publish from going live: the Studio told the owner, the log says so.
  const owned = hostRedirects(redirects, [...publicPages, jobApplicationPath, leadActionPath]);
  for (const { rule, message } of owned.refused)
    console.warn(`_redirects: left out ${rule.from ?? '?'} → ${rule.to ?? '?'}: ${message}`);
  await writeFile(join(clientDir, '_redirects'), redirectsFile(publicPages, owned.redirects, preview));
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, publicPages));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
  await writeFile(join(clientDir, 'llms.txt'), llmsTxt(content));

  // Each page's policy hashes its inline scripts as published, after its hydration has been deferred.
  // The preview build hydrates at once: the page in the Studio's frame takes no interaction before it
  // must connect to Presentation and show drafts. Its loader still holds a tap that comes before React
  // (decision 052): without it such a tap sent the form natively.
  const loader = await bundleHydrationLoader();
  // Every page but the job application loads the route manifest without it.
  const jobRoute = jobApplicationRouteModule.replace(/\.tsx$/, '');
  const toPublic =
    (await writePublicManifest(join(clientDir, 'assets'), [jobRoute])) ?? ((html: string) => html);
  const publish = async (file: string, route: string) => {
    const page = await readFile(join(clientDir, file), 'utf8');
    const linked = linkSiteScript(file === `${job}.html` ? page : toPublic(page), siteScript);
    // The owner's action page has nothing to show before React reads its link: it starts at once too.
    const deferred = deferHydration(linked, loader, { atOnce: preview || route === leadActionPath });
    await writeFile(join(clientDir, file), secured(route, deferred));
  };
  // Served at every path without a page of its own.
  if (fresh(notFoundPrerenderPath))
    await publish(publishedFile(notFoundPrerenderPath), notFoundPrerenderPath);
  await Promise.all(
    [...publicPages, jobApplicationPath, leadActionPath]
      .filter(fresh)
      .map((route) => publish(publishedFile(route), route)),
  );
  // `_headers` is public/_headers (copied by Vite) plus who may frame the site and the action page's rule.
  await appendFile(join(clientDir, '_headers'), `\n${framingHeaderRule(origins)}\n${leadActionHeaderRule()}`);
  return { siteScript: siteScriptFile };
}
