import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import type { ReactNode } from 'react';
import '../shoelace/shoelace.ts';

export type StatusAlertVariant = 'danger' | 'success' | 'warning' | 'primary' | 'neutral';

const ICONS: Record<StatusAlertVariant, string> = {
  danger: 'exclamation-octagon',
  success: 'check2-circle',
  warning: 'exclamation-triangle',
  primary: 'info-circle',
  neutral: 'info-circle',
};

export interface StatusAlertProps {
  variant: StatusAlertVariant;
  /** The message; nothing is rendered while it is empty. */
  message?: string | null;
  /** Extra content under the message (e.g. a retry button). */
  children?: ReactNode;
}

/** An always-open Shoelace alert (Shoelace gives it role alert) with the status icon and message. */
export function StatusAlert({ variant, message, children }: StatusAlertProps) {
  if (!message) return null;
  return (
    <cp-sl-alert variant={variant} open class="cp-status-alert">
      <cp-sl-icon slot="icon" name={ICONS[variant]} library="cp" />
      <span className="cp-status-alert__message">{message}</span>
      {children}
    </cp-sl-alert>
  );
}
