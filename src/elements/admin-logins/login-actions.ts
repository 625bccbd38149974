import type { LoginRow } from '../../core/api/contract/admin-logins.ts';
import type { AdminFailureKey } from '../../ui/admin/admin-namespace.ts';

/** The login actions that ask first: each has a `confirm.<action>` text group and a `done.<action>` message. */
export type ConfirmedLoginAction = 'disable' | 'resetTotp' | 'delete' | 'loginAs' | 'reject';

/** The dialogs of the logins screen besides the confirmation. */
export type LoginDialogKind = 'create' | 'edit' | 'approve';

/** The login actions that run at once (nothing is lost by them). */
export type DirectLoginAction = 'enable' | 'resendActivation';

/** What each confirmed action may fail with, and whether its button is the red one. */
export const CONFIRMED_LOGIN_ACTIONS: Readonly<
  Record<ConfirmedLoginAction, { failure: AdminFailureKey; danger: boolean }>
> = Object.freeze({
  disable: { failure: 'failures.login.disable', danger: true },
  resetTotp: { failure: 'failures.login.resetTotp', danger: true },
  delete: { failure: 'failures.login.delete', danger: true },
  loginAs: { failure: 'failures.login.loginAs', danger: false },
  reject: { failure: 'failures.login.reject', danger: true },
});

/** What each direct action may fail with. */
export const DIRECT_LOGIN_ACTIONS: Readonly<Record<DirectLoginAction, { failure: AdminFailureKey }>> =
  Object.freeze({
    enable: { failure: 'failures.login.enable' },
    resendActivation: { failure: 'failures.login.resendActivation' },
  });

/**
 * The values the texts of a login action name: the login's name and e-mail address, and for a
 * self-registration the company name and customer number it typed.
 */
export const loginTextValues = (row: LoginRow) => ({
  name: row.displayName,
  email: row.emailAddress,
  company: row.registeredCompanyName ?? '',
  customerNumber: row.registeredCustomerNumber ?? '',
});
