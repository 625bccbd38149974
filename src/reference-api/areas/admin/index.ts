import type { AreaPlugin } from '../area-plugin.ts';
import { agentsAdmin } from './agents-admin.ts';
import { apiKeysAdmin } from './api-keys-admin.ts';
import { clientsAdmin } from './clients-admin.ts';
import { emailsAdmin } from './emails-admin.ts';
import { employeesAdmin } from './employees-admin.ts';
import { loginAsAdmin } from './login-as-admin.ts';
import { loginsAdmin } from './logins-admin.ts';
import { memosAdmin } from './memos-admin.ts';

/**
 * The staff administration (docs/screens/administration.md#who-administers, contract core/api/contract/admin.ts): agents, clients, logins,
 * employees, memos, the e-mail send log, "log in as" and the integrations' API keys. Who may call what is decided in route.ts
 * (core/access/role-access.ts: staff; agents only the logins calls); the logins calls then limit an
 * agent to its own clients' customer logins. Every change is written to the admin audit log.
 */
export const adminAreas: readonly AreaPlugin[] = [
  agentsAdmin,
  clientsAdmin,
  loginsAdmin,
  loginAsAdmin,
  employeesAdmin,
  memosAdmin,
  emailsAdmin,
  apiKeysAdmin,
];
