import { type ReactNode, useEffect, useId, useState } from 'react';

interface ConsentEmbedProps {
  /** localStorage key that remembers the visitor's choice. */
  storageKey: string;
  /** The button that loads the embed, e.g. 'Vis kort'. */
  buttonLabel: string;
  /** Who receives data once the embed loads, said plainly. */
  notice: ReactNode;
  /** Shown in place of the embed until it loads, and beside it after: e.g. a link to the page. */
  fallback: ReactNode;
  iframe: { src: string; title: string; width: number; height: number };
}

function readChoice(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'granted';
  } catch {
    return false;
  }
}

function writeChoice(key: string, granted: boolean): void {
  try {
    if (granted) window.localStorage.setItem(key, 'granted');
    else window.localStorage.removeItem(key);
  } catch {
    // Storage can be blocked; the choice then lasts for this page view only.
  }
}

/**
 * Whether the document was loaded for the page now shown. Each page's Content-Security-Policy allows
 * only its own embed's frame (docs/decisions/005-content-security-policy.md); after a client-side
 * navigation the document, and so its policy, is still the first page's.
 */
function documentIsThisPage(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return !entry || new URL(entry.name).pathname === window.location.pathname;
}

/** Asks for the embed to load once after the page is loaded afresh. */
function loadAfterReload(key: string): void {
  try {
    window.sessionStorage.setItem(`${key}:after-reload`, 'granted');
  } catch {
    // Without session storage the visitor clicks once more after the reload.
  }
  window.location.reload();
}

function takeLoadAfterReload(key: string): boolean {
  try {
    const asked = window.sessionStorage.getItem(`${key}:after-reload`) === 'granted';
    window.sessionStorage.removeItem(`${key}:after-reload`);
    return asked;
  } catch {
    return false;
  }
}

/**
 * A third-party embed (Facebook, Google Maps) that loads nothing from the third party until the
 * visitor asks for it: those iframes send visitor data on load, so they wait for a click (cookie rules).
 */
export function ConsentEmbed({ storageKey, buttonLabel, notice, fallback, iframe }: ConsentEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  const [remember, setRemember] = useState(false);
  const rememberId = useId();

  useEffect(() => {
    const remembered = readChoice(storageKey);
    setRemember(remembered);
    if ((takeLoadAfterReload(storageKey) || remembered) && documentIsThisPage()) setLoaded(true);
  }, [storageKey]);

  if (loaded) {
    return (
      <div>
        <div className="max-w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          <iframe
            src={iframe.src}
            title={iframe.title}
            width={iframe.width}
            height={iframe.height}
            className="block max-w-full border-0"
            style={{ aspectRatio: `${iframe.width} / ${iframe.height}` }}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media"
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          {fallback}
          {remember && (
            <button
              type="button"
              className="min-h-11 font-semibold text-brand-700 underline underline-offset-4"
              onClick={() => {
                writeChoice(storageKey, false);
                setRemember(false);
                setLoaded(false);
              }}
            >
              Glem mit valg
            </button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div
      className="flex max-w-full flex-col items-start justify-center gap-4 rounded-lg border border-slate-300 bg-slate-50 p-6"
      style={{ width: iframe.width, minHeight: Math.min(iframe.height, 320) }}
    >
      <p className="text-sm text-slate-700">{notice}</p>
      <p className="flex items-center gap-2 text-sm">
        <input
          id={rememberId}
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <label htmlFor={rememberId}>Husk mit valg på denne enhed</label>
      </p>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => {
          if (remember) writeChoice(storageKey, true);
          if (documentIsThisPage()) setLoaded(true);
          else loadAfterReload(storageKey);
        }}
      >
        {buttonLabel}
      </button>
      <div className="text-sm">{fallback}</div>
    </div>
  );
}
