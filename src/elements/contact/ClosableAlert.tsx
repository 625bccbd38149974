import type { ReactNode } from 'react';

interface ClosableAlertProps {
  variant: 'success' | 'warning';
  icon: string;
  part: string;
  className?: string;
  /** Called once the alert has closed (its own after-hide, not one of a Shoelace part inside it). */
  onClosed: () => void;
  children: ReactNode;
}

/** A status alert the user closes: the sent reference, the client-changed notice. */
export function ClosableAlert({ variant, icon, part, className, onClosed, children }: ClosableAlertProps) {
  return (
    <cp-sl-alert
      variant={variant}
      open
      closable
      class={['cp-status-alert', className].filter(Boolean).join(' ')}
      part={part}
      onsl-after-hide={(event) => {
        if (event.target === event.currentTarget) onClosed();
      }}
    >
      <cp-sl-icon slot="icon" name={icon} library="cp" />
      {children}
    </cp-sl-alert>
  );
}
