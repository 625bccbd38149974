// The host's entry. The login token leaves the address bar first, before the runtime, the router,
// analytics or any element script runs (DESIGN.md "Security stance").
import { takeLoginTokenFromAddressBar } from './session/login-token-handoff.ts';

takeLoginTokenFromAddressBar();

const { startHost } = await import('./start-host.tsx');
await startHost(document.getElementById('root')!);
