import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../components/Icon.tsx';
import { linkPath, type PortalRoute, type RouteName } from '../routes/routes-table.ts';
import { routeTitle } from '../runtime/use-host-translation.ts';

/** Drawer links to routes, the current one marked with aria-current="page" (docs/screens/shell.md#drawer). */
export function NavLinkList({
  routes,
  current,
  onNavigate,
}: {
  routes: readonly PortalRoute[];
  current: RouteName;
  onNavigate: () => void;
}) {
  const { i18n } = useTranslation();
  return (
    <ul>
      {routes.map((route) => (
        <li key={route.name}>
          <Link
            className="nav-link"
            to={linkPath(route)}
            aria-current={route.name === current ? 'page' : undefined}
            onClick={onNavigate}
            title={routeTitle(i18n, route)}
          >
            {route.icon ? <Icon name={route.icon} /> : null}
            <span className="label">{routeTitle(i18n, route)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
