import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { BackToTopButton } from './components/layout/back-to-top-button';
import { DeferredToaster } from './components/layout/deferred-toaster';
import { FloatingQuoteButton } from './components/layout/floating-quote-button';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { loadSiteSettings } from './lib/content/site-settings.server';
import { useHydrated } from './lib/hydration';
import { pageHydrates, siteScriptSource, speculationRules } from './lib/page-scripts';
import { routeHandles } from './lib/route-handle';
import { DraftPage } from './preview/draft-page';
import { LiveOutlet, useLiveRootData } from './preview/live-route';
import { PreviewScripts } from './preview/preview-scripts';

export async function loader() {
  return { settings: await loadSiteSettings() };
}

type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

/** The owner's preview build (app/preview/); replaced at build time, so the public build drops its branches. */
const previewBuild = import.meta.env.VITE_PREVIEW_BUILD === 'true';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  // The preview build shows the company details live; the public build reads the root loader's data.
  const data = (previewBuild ? useLiveRootData<RootData> : useRouteLoaderData<typeof loader>)('root');
  const matches = useMatches();
  const handle = routeHandles(matches);
  useHydrated();
  const lang = handle.lang ?? 'da';
  // Danish chrome around a page in another language keeps its own language for screen readers.
  const chromeLang = lang === 'da' ? undefined : 'da';
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          lang={chromeLang}
          className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Gå til indhold
        </a>
        {data && (
          <div lang={chromeLang} className="contents">
            <SiteHeader settings={data.settings} />
          </div>
        )}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {/* The preview build shows a service that exists only as a draft (app/preview/draft-page.tsx). */}
          {previewBuild ? <DraftPage built={children} /> : children}
        </main>
        {data && (
          <div lang={chromeLang} className="contents">
            <SiteFooter settings={data.settings} />
            <BackToTopButton />
            <FloatingQuoteButton />
          </div>
        )}
        {handle.toasts && <DeferredToaster />}
        <script type="module" src={siteScriptSource} />
        <script
          type="speculationrules"
          // Our own JSON; the build hashes it into the page's Content-Security-Policy.
          dangerouslySetInnerHTML={{ __html: speculationRules }}
        />
        {/* The preview build (VITE_PREVIEW_BUILD=true, app/preview/) connects every page to the Studio. */}
        {pageHydrates(matches) && (previewBuild ? <PreviewScripts /> : <Scripts />)}
      </body>
    </html>
  );
}

/**
 * What React Router renders in its SPA shell (`ssr: false` makes one at every build; the build keeps it
 * out of the site): the shell has no page to show without its scripts, whatever the route's handle says.
 */
export function HydrateFallback() {
  return pageHydrates(useMatches()) ? null : <Scripts />;
}

export default function App() {
  return previewBuild ? <LiveOutlet /> : <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Der opstod en fejl';
  return (
    <div className="container-page section">
      <h1 className="section-title">{message}</h1>
      <p className="mt-4">Prøv at genindlæse siden, eller gå tilbage til forsiden.</p>
      <a href="/" className="btn-primary mt-8">
        Gå tilbage til forsiden
      </a>
    </div>
  );
}
