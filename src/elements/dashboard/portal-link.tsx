import type { MouseEvent, ReactNode } from 'react';
import { useEmit } from '../../ui/element/use-emit.ts';

export interface PortalLinkProps {
  /** The portal path the host should open, e.g. `/orders`. */
  path: string;
  params?: Record<string, string>;
  className?: string;
  part?: string;
  children?: ReactNode;
}

/** A plain left click only: modified and middle clicks keep the browser's own behaviour (new tab). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A real link to a portal path (copy link, middle click and new tab still work) whose plain click
 * asks the host to navigate with `cp-navigate` instead of leaving the page (DESIGN.md conventions).
 */
export function PortalLink({ path, params, className, part, children }: PortalLinkProps) {
  const emit = useEmit();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    emit('cp-navigate', params ? { path, params } : { path });
  };
  return (
    <a href={path} className={className} part={part} onClick={click}>
      {children}
    </a>
  );
}
