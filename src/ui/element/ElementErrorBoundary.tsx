import '@shoelace-style/shoelace/dist/components/button/button.js';
import { Component, type ErrorInfo, type ReactNode, useLayoutEffect, useRef } from 'react';
import { takeOverFirstView } from '../../core/table/first-page/first-view-takeover.ts';
import { StatusAlert } from '../status-alert/StatusAlert.tsx';
import { dispatchPortalEvent } from './events.ts';
import { usePortalTranslation } from './use-portal-translation.ts';

export interface ElementErrorBoundaryProps {
  /** The element; a caught error is also reported to the page as `cp-error`. */
  host: HTMLElement;
  /** An error found before rendering (e.g. an attribute that is not valid JSON). */
  error?: Error | undefined;
  children?: ReactNode;
}

interface State {
  caught: Error | null;
}

/** Shows a translated danger alert with the error's message and a retry button instead of a blank element. */
export class ElementErrorBoundary extends Component<ElementErrorBoundaryProps, State> {
  override state: State = { caught: null };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const message = error instanceof Error ? error.message : String(error);
    dispatchPortalEvent(this.props.host, 'cp-error', { message });
  }

  private readonly retry = () => this.setState({ caught: null });

  override render(): ReactNode {
    const error = this.props.error ?? this.state.caught;
    if (!error) return this.props.children;
    return <ErrorFallback message={error.message} onRetry={this.retry} />;
  }
}

function ErrorFallback({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = usePortalTranslation('ui');
  // An element that failed shows its error, not the static first view its entry painted.
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => takeOverFirstView(box.current), []);
  return (
    <div ref={box} className="cp-element-error">
      <StatusAlert variant="danger" message={t('error.title')}>
        <p className="cp-element-error__detail">{message || t('error.unknown')}</p>
        <cp-sl-button size="small" onClick={onRetry} class="cp-element-error__retry">
          <cp-sl-icon slot="prefix" name="arrow-clockwise" library="cp" />
          {t('error.retry')}
        </cp-sl-button>
      </StatusAlert>
    </div>
  );
}
