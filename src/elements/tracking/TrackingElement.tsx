import '@shoelace-style/shoelace/dist/components/button/button.js';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { statedReason } from '../../core/api/client/api-error.ts';
import '../../ui/shoelace/shoelace.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { TrackingSkeleton } from './TrackingSkeleton.tsx';
import { TrackingView } from './TrackingView.tsx';
import { trackingErrorKind } from './tracking-error.ts';
import { integratorHint, type OceanCarrier, targetProblem, trackingTarget } from './tracking-target.ts';
import { useLiveTracking } from './use-live-tracking.ts';
import { useShipmentClient } from './use-shipment-client.ts';
import { useTrackingInfo } from './use-tracking-queries.ts';
import { useTrackingSession } from './use-tracking-session.ts';

// Loaded once a shipment is shown: the call permissions it asks (core/access) name every area's calls,
// which an embed on a partner page, where it never shows, should not download first (scripts/check-size.mjs).
const FollowToggle = lazy(() =>
  import('./FollowToggle.tsx').then((module) => ({ default: module.FollowToggle })),
);

/** The attributes of `<cp-tracking>` besides the common ones. */
export interface TrackingProps {
  loadNumber?: string;
  /** Typed as the carriers tracking-target.ts supports, so the package's types refuse others. */
  carrier?: OceanCarrier;
  containerNumber?: string;
  accessToken?: string;
  loginToken?: string;
}

/** Track & trace of one road load or ocean container: map, legend, details, history and disclaimer. */
export function TrackingElement({
  loadNumber,
  carrier,
  containerNumber,
  accessToken,
  loginToken,
  clientId,
}: TrackingProps & ElementProps) {
  const { t } = usePortalTranslation('tracking');
  const target = trackingTarget({ loadNumber, carrier, containerNumber });
  const problem = targetProblem({ loadNumber, carrier, containerNumber });
  // The user reads what happened; the page's integrator finds the attributes to set in the console.
  useEffect(() => {
    if (problem) console.warn(integratorHint(problem, carrier));
  }, [problem, carrier]);
  const session = useTrackingSession({ accessToken, loginToken });
  const info = useTrackingInfo(target, clientId, session === 'ready');
  // Staff and agents act for the shipment's client: the link names the load, not the client.
  useShipmentClient(target, clientId, session === 'ready');
  // After the first view: the live code loads then, and the shipment moves as the carrier reports it.
  useLiveTracking(target, clientId, session === 'ready' && info.isSuccess);

  let title = t('title');
  if (target) title = t(target.kind === 'road' ? 'roadTitle' : 'oceanTitle', { number: target.number });

  let body: ReactNode;
  let busy = false;
  if (!target) body = <StatusAlert variant="warning" message={t(`errors.${problem ?? 'missingTarget'}`)} />;
  else if (session === 'login-required')
    body = <StatusAlert variant="warning" message={t('errors.loginRequired')} />;
  else if (session === 'login-failed')
    body = <StatusAlert variant="danger" message={t('errors.loginFailed')} />;
  else if (info.isError) {
    const kind = trackingErrorKind(info.error);
    body = (
      <StatusAlert
        variant="danger"
        message={
          (kind === 'unknown' && statedReason(info.error)) || t(`errors.${kind}`, { number: target.number })
        }
      >
        {kind !== 'notFound' && (
          <cp-sl-button size="small" class="tracking__retry" onClick={() => void info.refetch()}>
            {t('retry')}
          </cp-sl-button>
        )}
      </StatusAlert>
    );
  } else if (!info.data) {
    busy = true;
    body = <TrackingSkeleton label={t('loading')} />;
  } else body = <TrackingView info={info.data} target={target} clientId={clientId} />;

  return (
    <section className="cp-panel tracking" aria-labelledby="tracking-title" aria-busy={busy}>
      <div className="tracking__header">
        <h2 id="tracking-title" className="tracking__title" part="title">
          {title}
        </h2>
        {target && info.data ? (
          <Suspense fallback={null}>
            <FollowToggle target={target} clientId={clientId} />
          </Suspense>
        ) : null}
      </div>
      {body}
      <p className="tracking__disclaimer" part="disclaimer">
        {t('disclaimer')}
      </p>
    </section>
  );
}
