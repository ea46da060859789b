import { useEffect, useRef } from 'react';
import { Image } from '~/components/image';
import type { GalleryItem } from '~/lib/content-types';

interface GalleryLightboxProps {
  items: readonly GalleryItem[];
  /** The open picture, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A modal `<dialog>`: the browser keeps focus inside it and makes the page behind it inert. Arrow keys
 * step through the pictures with wrap-around, Escape closes, and page scrolling is locked while open.
 */
export function GalleryLightbox({ items, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const item = index === null ? undefined : items[index];
  const open = item !== undefined;
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (index !== null && !item) console.error(`Galleri: intet billede at vise for nummer ${index + 1}`);
  }, [index, item]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  if (index === null || !item) return null;

  const total = items.length;
  // Close the modal first: while it is open the page behind is inert and cannot take focus back.
  const close = () => {
    dialogRef.current?.close();
    onClose();
  };
  const previous = () => onIndexChange((index - 1 + total) % total);
  const next = () => onIndexChange((index + 1) % total);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="lightbox-title"
      className="m-0 h-dvh max-h-none w-full max-w-none bg-slate-950/95 p-0 text-white"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') {
          event.preventDefault();
          previous();
        } else if (event.key === 'ArrowRight') {
          event.preventDefault();
          next();
        }
      }}
    >
      <div className="mx-auto flex h-full max-w-5xl flex-col justify-center gap-3 overflow-y-auto p-3 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm font-semibold text-white" aria-live="polite">
            {index + 1} / {total}
          </p>
          <button
            type="button"
            onClick={close}
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-4 font-semibold text-slate-900"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            Luk
          </button>
        </div>
        <div className="relative flex items-center justify-center">
          <Image
            key={item.id}
            image={item.full}
            eager
            sizes="(min-width: 1024px) 1024px, 100vw"
            className="max-h-[65dvh] w-auto rounded-md object-contain"
          />
          <StepButton direction="previous" onClick={previous} />
          <StepButton direction="next" onClick={next} />
        </div>
        <div className="rounded-md bg-slate-900 p-4">
          <span className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">
            {item.category}
          </span>
          <h2 id="lightbox-title" className="mt-2 text-xl font-bold text-white">
            {item.title}
          </h2>
          <p className="mt-1 text-slate-100">{item.description}</p>
        </div>
      </div>
    </dialog>
  );
}

const steps = {
  previous: { label: 'Forrige billede', side: 'left-2', arrow: 'M15 5l-7 7 7 7' },
  next: { label: 'Næste billede', side: 'right-2', arrow: 'M9 5l7 7-7 7' },
} as const;

/** The lightbox's previous or next button, over the image's edge. */
function StepButton({ direction, onClick }: { direction: keyof typeof steps; onClick: () => void }) {
  const { label, side, arrow } = steps[direction];
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 ${side} flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg`}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d={arrow} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
