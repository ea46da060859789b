import type { SiteSettings } from '~/lib/content-types';
import { paths } from '~/site-routes';
import { headerScrolledPastPx } from '~/site-script/header';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinkItems } from './nav-link-items';

export function SiteHeader({ settings }: { settings: SiteSettings }) {
  return (
    <>
      {/* Out of view once the page is scrolled past the threshold (site-script/header.ts). */}
      <div
        data-scroll-sentinel
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-0 w-px"
        style={{ height: headerScrolledPastPx }}
      />
      {/* The header keeps one height in the page flow; only the bar inside it shrinks, so scrolling past
          20 px neither shifts the content (layout shift) nor nudges the scroll position. The site script
          marks it `data-scrolled` past 20 px; the classes below do the rest. */}
      <header id="top" tabIndex={-1} className="group sticky top-0 z-40 h-[77px] focus:outline-none">
        <div className="relative border-b border-slate-200 bg-white py-4 transition-[padding,box-shadow] duration-200 group-data-scrolled:py-2 group-data-scrolled:shadow-md">
          <div className="container-page flex items-center justify-between gap-4">
            <Logo companyName={settings.companyName} />
            <nav aria-label="Hovedmenu" className="hidden lg:block">
              <ul className="flex items-center gap-1">
                <NavLinkItems
                  linkClassName={(isActive) =>
                    `block rounded-md px-3 py-2 font-medium no-underline ${
                      isActive
                        ? 'bg-brand-50 text-brand-800 underline underline-offset-8'
                        : 'text-slate-700 hover:text-brand-700'
                    }`
                  }
                />
              </ul>
            </nav>
            <div className="hidden items-center gap-4 lg:flex">
              <p className="text-right text-sm leading-tight text-slate-600">
                <a href={`tel:${settings.phone}`} className="block font-semibold text-slate-900 no-underline">
                  {settings.phoneDisplay}
                </a>
                <span>Hverdage {settings.openingHours}</span>
              </p>
              <a href={paths.quote} className="btn-primary">
                Få et tilbud
              </a>
            </div>
            <MobileMenu settings={settings} />
          </div>
        </div>
      </header>
    </>
  );
}
