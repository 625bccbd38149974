import { drawerRoutes } from '../routes/routes-table.ts';
import { routeTitle, useHostTranslation } from '../runtime/use-host-translation.ts';
import { useProfile } from './use-profile.ts';

const ADMIN = drawerRoutes('admin');
const STAFF_ROLE = 'Staff';

/**
 * The administration areas, shown to staff only and as labels only (spec §1, §2): their screens are
 * not part of this release, so they are not links.
 */
export function AdminTitles() {
  const { th, i18n } = useHostTranslation();
  const { data: profile } = useProfile();
  if (!profile?.roles.includes(STAFF_ROLE)) return null;
  return (
    <section className="admin-titles" aria-labelledby="admin-titles-heading">
      <h2 id="admin-titles-heading" className="drawer-section-title">
        {th('layout.administration')}
      </h2>
      <ul>
        {ADMIN.map((route) => (
          <li key={route.name} className="admin-title">
            {routeTitle(i18n, route)}
          </li>
        ))}
      </ul>
    </section>
  );
}
