import { useLocation } from 'react-router';
import { paths } from '~/site-routes';

/** Hidden where the visitor is already asking: the quote and contact pages (decided as the page is built). */
export function FloatingQuoteButton() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/fa-tilbud') || pathname.startsWith('/kontakt')) return null;
  return (
    <a
      href={paths.quote}
      className="fixed right-4 bottom-4 z-30 flex size-16 items-center justify-center rounded-full bg-accent-600 text-center text-sm leading-tight font-bold text-white no-underline shadow-lg ring-2 ring-white hover:bg-accent-700"
    >
      Få tilbud
    </a>
  );
}
