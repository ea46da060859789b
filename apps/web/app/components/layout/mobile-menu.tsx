import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SiteSettings } from '~/lib/content-types';
import { paths } from '~/site-routes';
import { NavLinkItems } from './nav-link-items';

/** The small-screen menu: a disclosure button and a panel that closes on a link click or Escape. */
export function MobileMenu({ settings }: { settings: SiteSettings }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 px-3 font-semibold text-slate-900"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>Menu</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <nav aria-label="Mobilmenu" className="container-page py-4">
          <ul className="divide-y divide-slate-100">
            <NavLinkItems
              onNavigate={close}
              linkClassName={(isActive) =>
                `block px-2 py-3 text-lg font-medium no-underline ${isActive ? 'text-brand-800 underline underline-offset-8' : 'text-slate-800'}`
              }
            />
          </ul>
          <Link
            to={paths.quote}
            onClick={close}
            className="mt-4 block rounded-lg bg-accent-600 px-4 py-4 text-center text-white no-underline hover:bg-accent-700"
          >
            <span className="block text-lg font-bold">Få dit gratis tilbud</span>
            <span className="block text-sm">Kun 2 minutter - ingen forpligtelser</span>
          </Link>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <a href={`tel:${settings.phone}`} onClick={close} className="btn-secondary">
              Ring {settings.phoneDisplay}
            </a>
            <Link to={paths.contact} onClick={close} className="btn-secondary">
              Send besked
            </Link>
          </div>
        </nav>
      </div>
    </div>
  );
}
