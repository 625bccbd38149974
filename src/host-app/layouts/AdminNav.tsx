import { useMemo } from 'react';
import { drawerRoutes, type RouteName } from '../routes/routes-table.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { useHostTranslation } from '../runtime/use-host-translation.ts';
import { useRoles } from '../runtime/use-runtime-state.ts';
import { NavLinkList } from './NavLinkList.tsx';

/** The drawer's Administration section (docs/screens/administration.md#who-administers): staff only, a link per admin screen. */
export function AdminNav({ current, onNavigate }: { current: RouteName; onNavigate: () => void }) {
  const { th } = useHostTranslation();
  const roles = useRoles(hostRuntime());
  const routes = useMemo(() => drawerRoutes('admin', roles), [roles]);
  if (routes.length === 0) return null;
  return (
    <nav className="admin-nav" aria-labelledby="admin-nav-heading">
      <h2 id="admin-nav-heading" className="drawer-section-title">
        {th('layout.administration')}
      </h2>
      <NavLinkList routes={routes} current={current} onNavigate={onNavigate} />
    </nav>
  );
}
