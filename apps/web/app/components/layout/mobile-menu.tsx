import { useId } from 'react';
import type { SiteSettings } from '~/lib/content-types';
import { paths } from '~/site-routes';
import { NavLinkItems } from './nav-link-items';

/**
 * The small-screen menu: a button and the popover panel it opens. The browser opens and closes it,
 * closes it on Escape or a tap outside, returns focus to the button and tells assistive technology
 * whether it is expanded (a `popovertarget` button must carry no `aria-expanded` of its own); the site
 * script swaps the button's icon (`data-open`), focuses the first link and closes the panel when a link is followed
 * (site-script/mobile-menu.ts). The panel hangs under the header's bar, which is shorter once scrolled.
 */
export function MobileMenu({ settings }: { settings: SiteSettings }) {
  const panelId = useId();
  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        data-site-script
        data-open="false"
        aria-controls={panelId}
        className="group/menu inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 px-3 font-semibold text-slate-900"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            className="group-data-[open=true]/menu:hidden"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <path
            d="M6 6l12 12M18 6 6 18"
            className="hidden group-data-[open=true]/menu:inline"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>Menu</span>
      </button>
      <div
        id={panelId}
        popover="auto"
        data-mobile-menu
        className="fixed inset-x-0 top-[77px] bottom-auto m-0 max-h-[calc(100dvh-77px)] w-full max-w-none overflow-y-auto border-0 border-b border-slate-200 bg-white p-0 text-slate-900 shadow-lg group-data-scrolled:top-[61px] group-data-scrolled:max-h-[calc(100dvh-61px)]"
      >
        <nav aria-label="Mobilmenu" className="container-page py-4">
          <ul className="divide-y divide-slate-100">
            <NavLinkItems
              linkClassName={(isActive) =>
                `block px-2 py-3 text-lg font-medium no-underline ${isActive ? 'text-brand-800 underline underline-offset-8' : 'text-slate-800'}`
              }
            />
          </ul>
          <a
            href={paths.quote}
            className="mt-4 block rounded-lg bg-accent-600 px-4 py-4 text-center text-white no-underline hover:bg-accent-700"
          >
            <span className="block text-lg font-bold">Få dit gratis tilbud</span>
            <span className="block text-sm">Kun 2 minutter - ingen forpligtelser</span>
          </a>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <a href={`tel:${settings.phone}`} className="btn-secondary">
              Ring {settings.phoneDisplay}
            </a>
            <a href={paths.contact} className="btn-secondary">
              Send besked
            </a>
          </div>
        </nav>
      </div>
    </div>
  );
}
