import type { MouseEvent, ReactNode } from 'react';
import { useEmit } from '../element/use-emit.ts';
import { useRuntime } from '../element/use-runtime.ts';

export interface PortalLinkProps {
  /** The portal path the host should open, e.g. `/orders`; also the link's `href`. */
  path: string;
  params?: Record<string, string>;
  className?: string;
  part?: string;
  'aria-label'?: string;
  /** Runs on any click that follows the link, plain or to a new tab (the inbox marks its entry read). */
  onFollow?: () => void;
  children?: ReactNode;
}

/** A plain left click only: modified and middle clicks keep the browser's own behaviour (new tab). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A real link to a portal path (copy link, middle click and new tab still work) whose plain click
 * asks the host to navigate with `cp-navigate` instead of leaving the page (docs/architecture.md#events).
 * The `href` is the portal path on the configured `portalUrl` (a page on another origin sets it),
 * else on the page's own origin, where the portal runs.
 */
export function PortalLink({
  path,
  params,
  className,
  part,
  'aria-label': label,
  onFollow,
  children,
}: PortalLinkProps) {
  const emit = useEmit();
  const { config } = useRuntime();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onFollow?.();
    if (!isPlainClick(event)) return;
    event.preventDefault();
    emit('cp-navigate', params ? { path, params } : { path });
  };
  return (
    <a
      href={`${config.portalUrl}${path}`}
      className={className}
      part={part}
      aria-label={label}
      onClick={click}
      // A middle click opens a new tab; a right click only a menu.
      onAuxClick={(event) => event.button === 1 && onFollow?.()}
    >
      {children}
    </a>
  );
}
