import type { PortalEvent } from '../../ui/element/events.ts';

/**
 * Detail of `cp-login-as`: the tokens of the support session staff opened as a login, and whose
 * login it is. The host keeps the staff session aside, switches to these tokens and shows the
 * support banner; ending the support session brings the staff session back.
 */
export interface LoginAsDetail {
  accessToken: string;
  refreshToken: string;
  /** The e-mail address of the login the session acts as. */
  emailAddress: string;
}

// `<cp-admin-logins>` adds its event to the portal's event map, so `useEmit` and host listeners know its detail.
declare module '../../ui/element/events.ts' {
  interface PortalEventMap {
    /** Staff opened a support session as a login ("Log in as"): the host switches to its tokens. */
    'cp-login-as': LoginAsDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'cp-login-as': PortalEvent<'cp-login-as'>;
  }
}
