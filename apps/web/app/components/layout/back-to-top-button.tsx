import { usePrefersReducedMotion } from '~/hooks/use-prefers-reduced-motion';
import { useScrollingUpPast } from '~/hooks/use-scroll';

/** Appears while the visitor scrolls back up more than 100 px down the page. */
export function BackToTopButton() {
  const visible = useScrollingUpPast(100);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <button
      type="button"
      hidden={!visible}
      aria-label="Tilbage til toppen"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        document.getElementById('top')?.focus({ preventScroll: true });
      }}
      className="fixed bottom-24 right-4 z-30 inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-800 px-4 font-semibold text-white shadow-lg hover:bg-brand-900"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="sm:hidden">Top</span>
      <span className="hidden sm:inline">Tilbage til toppen</span>
    </button>
  );
}
