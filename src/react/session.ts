// The session API for React apps, from `@paperfield/customer-portal/react` itself: the package root
// is the lazy loader, whose map of every element's module would put every element's chunks into the
// app's build (and load the plain build's modules beside these). Same runtime either way: it lives
// under a Symbol.for key of the page (src/core/runtime/portal-runtime.ts).
export type { PortalOptions, SessionState, SessionTokens } from '../elements/session-api.ts';
export { configure, getSession, onSessionChange, signIn, signOut } from '../elements/session-api.ts';
