import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import type { TrackingTarget } from './tracking-target.ts';
import { useFollow } from './use-follow.ts';

/**
 * "Follow" / "Following" beside the shipment's heading: a toggle button (aria-pressed) with its own
 * loading and failure, so a failed follow call never hides the tracking itself. Absent for a session
 * that may not follow.
 */
export function FollowToggle({ target, clientId }: { target: TrackingTarget; clientId: number | undefined }) {
  const { t } = usePortalTranslation('tracking');
  const { allowed, followed, change } = useFollow(target, clientId);
  if (!allowed) return null;
  const on = followed.data?.followed === true;
  const busy = followed.isPending || change.isPending;
  const failure = followed.isError ? t('follow.loadFailed') : change.isError ? t('follow.failed') : null;
  return (
    <div className="tracking__follow" part="follow">
      <button
        type="button"
        className="tracking__follow-button"
        aria-pressed={on}
        aria-busy={busy}
        disabled={busy && !followed.isError}
        title={t('follow.hint')}
        onClick={() => (followed.isError ? void followed.refetch() : change.mutate(!on))}
      >
        {on ? t('follow.following') : t('follow.follow')}
      </button>
      {failure && (
        <span className="tracking__follow-error" role="alert">
          {failure}
        </span>
      )}
    </div>
  );
}
