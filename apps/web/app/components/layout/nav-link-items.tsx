import { NavLink } from 'react-router';
import { navigation, paths } from '~/site-routes';

/**
 * The site's navigation as list items, for the top bar and the mobile menu; the home link counts as
 * current only on the home page itself.
 */
export function NavLinkItems({
  linkClassName,
  onNavigate,
}: {
  linkClassName: (isActive: boolean) => string;
  onNavigate?: () => void;
}) {
  return navigation.map((link) => (
    <li key={link.path}>
      <NavLink
        to={link.path}
        end={link.path === paths.home}
        onClick={onNavigate}
        className={({ isActive }) => linkClassName(isActive)}
      >
        {link.name}
      </NavLink>
    </li>
  ));
}
