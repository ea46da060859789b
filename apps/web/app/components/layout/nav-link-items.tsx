import { useLocation } from 'react-router';
import { navigation, paths } from '~/site-routes';

/**
 * The site's navigation as list items, for the top bar and the mobile menu. Links are page loads, so the
 * current page is marked as the page is built; the home link counts as current only on the home page.
 */
export function NavLinkItems({ linkClassName }: { linkClassName: (isActive: boolean) => string }) {
  const { pathname } = useLocation();
  return navigation.map((link) => {
    const isActive = link.path === paths.home ? pathname === paths.home : pathname.startsWith(link.path);
    return (
      <li key={link.path}>
        <a href={link.path} aria-current={isActive ? 'page' : undefined} className={linkClassName(isActive)}>
          {link.name}
        </a>
      </li>
    );
  });
}
