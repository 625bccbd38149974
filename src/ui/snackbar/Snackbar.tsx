import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import { type PointerEvent, useRef, useState, useSyncExternalStore } from 'react';
import '../shoelace/shoelace.ts';
import type { SnackbarStore } from '../../core/status/snackbar-store.ts';
import { usePortalTranslation } from '../element/use-portal-translation.ts';
import { ICON_LIBRARY } from '../shoelace/icons.ts';
import { useSnackbarTiming } from './use-snackbar-timing.ts';

/** Horizontal drag beyond which the snackbar is dismissed (docs/screens/shell.md#snackbar). */
export const SWIPE_DISMISS_PX = 50;

export interface SnackbarProps {
  /** The page's snackbar state; `show()` on it makes this appear. */
  store: SnackbarStore;
}

/**
 * Our own snackbar (Shoelace's toast() moves alerts to document.body, outside our styles): bottom
 * centre, coloured, a close button, swipe to dismiss, paused while hovered or focused.
 */
export function Snackbar({ store }: SnackbarProps) {
  const { t } = usePortalTranslation('portal');
  const state = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.get(),
  );
  const { pause, resume } = useSnackbarTiming(store, state);
  const [offset, setOffset] = useState(0);
  const dragStart = useRef<number | null>(null);
  const dragOffset = useRef(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    dragOffset.current = event.clientX - dragStart.current;
    setOffset(dragOffset.current);
  };
  const onPointerEnd = () => {
    if (dragStart.current === null) return;
    dragStart.current = null;
    setOffset(0);
    // Read from the ref: pointer events can arrive before React re-renders with the new offset.
    if (Math.abs(dragOffset.current) > SWIPE_DISMISS_PX) store.close();
    dragOffset.current = 0;
  };

  if (!state.visible) return null;
  return (
    <div className="cp-snackbar" part="snackbar">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: swipe and hover-pause are pointer conveniences; the close button is the keyboard path */}
      <div
        className="cp-snackbar__bar"
        data-colour={state.colour}
        role={state.colour === 'error' ? 'alert' : 'status'}
        aria-live={state.colour === 'error' ? 'assertive' : 'polite'}
        style={{ transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6) }}
        onPointerEnter={pause}
        onPointerLeave={(event) => {
          onPointerEnd();
          if (!event.currentTarget.contains(event.currentTarget.ownerDocument.activeElement)) resume();
        }}
        onFocus={pause}
        onBlur={resume}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <span className="cp-snackbar__message">{state.message}</span>
        <cp-sl-icon-button
          class="cp-snackbar__close"
          name="x-lg"
          library={ICON_LIBRARY}
          label={t('snackbar.close')}
          onClick={() => store.close()}
        />
      </div>
    </div>
  );
}
