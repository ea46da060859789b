import { placeholderImage } from '~/components/image';

/**
 * The lightbox's markup: a modal `<dialog>` with empty places for the picture, its counter, category,
 * title and description, which the `<gallery-lightbox>` element fills (site-script/gallery-lightbox.ts).
 */
export function GalleryLightbox() {
  return (
    <dialog
      aria-labelledby="lightbox-title"
      className="m-0 h-dvh max-h-none w-full max-w-none bg-slate-950/95 p-0 text-white"
    >
      <div className="mx-auto flex h-full max-w-5xl flex-col justify-center gap-3 overflow-y-auto p-3 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm font-semibold text-white" aria-live="polite" data-lightbox-count />
          <button
            type="button"
            data-lightbox-close
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-4 font-semibold text-slate-900"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            Luk
          </button>
        </div>
        <div className="relative flex items-center justify-center">
          {/* A placeholder until the script shows a picture (an img needs a source); lazy, so a closed
              dialog loads nothing. `sizes` goes with the picture's srcset (data-sizes). */}
          <img
            alt=""
            src={placeholderImage}
            loading="lazy"
            data-lightbox-image
            data-fallback-src={placeholderImage}
            data-sizes="(min-width: 1024px) 1024px, 100vw"
            decoding="async"
            className="h-auto max-h-[65dvh] w-auto max-w-full rounded-md bg-slate-200 bg-cover object-contain"
          />
          <StepButton direction="previous" />
          <StepButton direction="next" />
        </div>
        <div className="rounded-md bg-slate-900 p-4">
          <span
            data-lightbox-category
            className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900"
          />
          {/* biome-ignore lint/a11y/useHeadingContent: the script writes the title before the dialog opens */}
          <h2 id="lightbox-title" data-lightbox-title className="mt-2 text-xl font-bold text-white" />
          <p data-lightbox-description className="mt-1 text-slate-100" />
        </div>
      </div>
    </dialog>
  );
}

const steps = {
  previous: { label: 'Forrige billede', side: 'left-2', arrow: 'M15 5l-7 7 7 7', by: -1 },
  next: { label: 'Næste billede', side: 'right-2', arrow: 'M9 5l7 7-7 7', by: 1 },
} as const;

/** The lightbox's previous or next button, over the image's edge. */
function StepButton({ direction }: { direction: keyof typeof steps }) {
  const { label, side, arrow, by } = steps[direction];
  return (
    <button
      type="button"
      aria-label={label}
      data-lightbox-step={by}
      className={`absolute top-1/2 ${side} flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg`}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d={arrow} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
