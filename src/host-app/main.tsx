// The host's entry. The login token leaves the address bar first, before the runtime, the router,
// analytics or any element script runs (docs/security.md#one-time-links).
import { preloadFirstRoute } from './first-route-preloads/first-route-preloads.ts';
import { takeLoginTokenFromAddressBar } from './login-token-handoff/login-token-handoff.ts';

takeLoginTokenFromAddressBar();
// The first route's chunks are fetched (not run) beside the start module's.
preloadFirstRoute(document, window.location.pathname);

const { startHost } = await import('./shell/start-host.tsx');
await startHost(document.getElementById('root')!);
