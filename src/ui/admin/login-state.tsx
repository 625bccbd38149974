import type { ReactNode } from 'react';
import type { LoginStatus } from '../../core/api/contract/admin-common.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import type { DataTableCustomAction } from '../data-table/data-table-types.ts';
import type { Translate } from '../element/use-portal-translation.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** What the logins and employees tables both show of a login: its state. */
export interface LoginStateRow {
  status: LoginStatus;
  isTotpEnabled: boolean;
  lastLoginAt: string | null;
}

/** The actions on a login's state; the confirmed ones ask first. */
export type LoginStateAction = 'disable' | 'enable' | 'resetTotp' | 'resendActivation';

/** The translation of a screen that shows login states: keys both screens have. */
export type LoginScreenTranslate = Translate<'admin-logins'> | Translate<'admin-employees'>;

export interface LoginStateActionsOptions<R> {
  /** Which of the actions the caller may make (useMayCall of their calls). */
  may: Readonly<Record<LoginStateAction, boolean>>;
  /** The screen's translation: `actions.<action>` is each button's label. */
  t: LoginScreenTranslate;
  /** Opens the confirmation of disable or resetTotp. */
  ask: (action: 'disable' | 'resetTotp', row: R) => void;
  /** Runs enable or resendActivation at once. */
  run: (action: 'enable' | 'resendActivation', row: R) => void | Promise<void>;
  /** Rows whose login may be disabled, enabled or reset (default all); activation resends are for every pending login. */
  changeable?: (row: R) => boolean;
}

/**
 * The row buttons for a login's state, in this order: disable (active or pending), enable
 * (disabled), reset two-factor (when on) and resend the activation e-mail (pending).
 */
export function loginStateActions<R extends LoginStateRow>({
  may,
  t,
  ask,
  run,
  changeable = () => true,
}: LoginStateActionsOptions<R>): DataTableCustomAction<R>[] {
  const actions: DataTableCustomAction<R>[] = [];
  if (may.disable)
    actions.push({
      name: 'disable',
      label: t('actions.disable'),
      icon: 'person-slash',
      run: (row) => ask('disable', row),
      visible: (row) => changeable(row) && row.status !== 'Disabled',
    });
  if (may.enable)
    actions.push({
      name: 'enable',
      label: t('actions.enable'),
      icon: 'person-check',
      run: (row) => run('enable', row),
      visible: (row) => changeable(row) && row.status === 'Disabled',
    });
  if (may.resetTotp)
    actions.push({
      name: 'resetTotp',
      label: t('actions.resetTotp'),
      icon: 'shield-slash',
      run: (row) => ask('resetTotp', row),
      visible: (row) => changeable(row) && row.isTotpEnabled,
    });
  if (may.resendActivation)
    actions.push({
      name: 'resendActivation',
      label: t('actions.resendActivation'),
      icon: 'envelope',
      run: (row) => run('resendActivation', row),
      visible: (row) => row.status === 'Pending',
    });
  return actions;
}

/**
 * How a login's state columns read (status badge, two-factor yes/no, last login or the screen's
 * `never`); undefined for any other column.
 */
export function loginStateCell<R extends LoginStateRow>(
  key: string,
  t: LoginScreenTranslate,
  admin: Translate<'admin'>,
  language: string,
): ((row: R) => ReactNode) | undefined {
  switch (key) {
    case 'status':
      return (row) => <StatusBadge status={row.status} />;
    case 'isTotpEnabled':
      return (row) => admin(row.isTotpEnabled ? 'yes' : 'no');
    case 'lastLoginAt':
      return (row) => (row.lastLoginAt ? formatDateTime(row.lastLoginAt, language) : t('never'));
    default:
      return undefined;
  }
}
