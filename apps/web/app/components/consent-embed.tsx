import { type ReactNode, useId } from 'react';
import { earlyTapScript } from '~/lib/consent-early-tap';

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

/**
 * A third-party embed (Facebook, Google Maps) that loads nothing from the third party until the
 * visitor asks for it: those iframes send visitor data on load, so they wait for a click (cookie rules).
 * This is its markup, both states of it; the `<consent-embed>` element of the site script
 * (site-script/consent-embed.ts) builds the frame and switches between them.
 */
export function ConsentEmbed({ storageKey, buttonLabel, notice, fallback, iframe }: ConsentEmbedProps) {
  const rememberId = useId();
  return (
    <consent-embed
      class="block"
      data-site-script
      data-storage-key={storageKey}
      data-frame-src={iframe.src}
      data-frame-title={iframe.title}
      data-frame-width={iframe.width}
      data-frame-height={iframe.height}
    >
      {/* Runs before the button can be seen: a tap that comes before the site script is kept. */}
      <script dangerouslySetInnerHTML={{ __html: earlyTapScript }} />
      <div
        data-consent-ask
        className="flex max-w-full flex-col items-start justify-center gap-4 rounded-lg border border-slate-300 bg-slate-50 p-6"
        style={{ width: iframe.width, minHeight: Math.min(iframe.height, 320) }}
      >
        <p className="text-sm text-slate-700">{notice}</p>
        <p className="flex items-center gap-2 text-sm">
          <input id={rememberId} type="checkbox" className="size-5 accent-brand-700" />
          <label htmlFor={rememberId}>Husk mit valg på denne enhed</label>
        </p>
        <button type="button" data-consent-load className="btn-secondary">
          {buttonLabel}
        </button>
        <div className="text-sm">{fallback}</div>
      </div>
      <div data-consent-shown hidden>
        {/* Filled by the script only: with an empty inner HTML, React leaves it out of hydration on a form page. */}
        <div
          data-consent-frame
          className="max-w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
          dangerouslySetInnerHTML={{ __html: '' }}
        />
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          {fallback}
          <button
            type="button"
            hidden
            data-consent-forget
            className="min-h-11 font-semibold text-brand-700 underline underline-offset-4"
          >
            Glem mit valg
          </button>
        </div>
      </div>
    </consent-embed>
  );
}
