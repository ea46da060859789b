/**
 * Appears while the visitor scrolls back up more than 100 px down the page: rendered hidden, shown and
 * pressed through the site script (site-script/back-to-top.ts).
 */
export function BackToTopButton() {
  return (
    <button
      type="button"
      hidden
      data-back-to-top
      data-site-script
      aria-label="Tilbage til toppen"
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
