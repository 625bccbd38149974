import { useCallback, useMemo, useState } from 'react';
import type { TrackAndTraceInfo } from '../../core/api/contract/tracking.ts';
import { positionAt, stopReachedAt, timedPositions } from './history-timeline.ts';
import { TrackingDetails } from './TrackingDetails.tsx';
import { TrackingHistory } from './TrackingHistory.tsx';
import { TrackingLegend } from './TrackingLegend.tsx';
import { TrackingMap } from './TrackingMap.tsx';
import type { TrackingTarget } from './tracking-target.ts';
import { useTrackingHistory } from './use-tracking-queries.ts';

export interface TrackingViewProps {
  info: TrackAndTraceInfo;
  target: TrackingTarget;
  clientId: number | undefined;
}

/** A loaded shipment: map with history beside the details and legend (stacked on narrow screens). */
export function TrackingView({ info, target, clientId }: TrackingViewProps) {
  const [requested, setRequested] = useState(false);
  const [chosenTime, setChosenTime] = useState<number | null>(null);
  const history = useTrackingHistory(target, clientId, requested);
  const positions = useMemo(
    () => (history.data ? timedPositions(history.data.positions) : null),
    [history.data],
  );
  // The playhead starts at the first recorded position until the user moves it.
  const time = positions && positions.length > 0 ? (chosenTime ?? positions[0]?.at ?? null) : null;
  const playhead = useMemo(
    () => (positions && time !== null ? positionAt(positions, time) : null),
    [positions, time],
  );
  const reachedStop = time === null ? -1 : stopReachedAt(info.stops, time);
  const onTimeChange = useCallback((next: number) => setChosenTime(next), []);

  return (
    <div className="tracking__layout">
      <div className="tracking__main">
        <TrackingMap info={info} positions={positions} playhead={playhead} reachedStop={reachedStop} />
        <TrackingHistory
          requested={requested}
          onRequest={() => setRequested(true)}
          status={history.status}
          onRetry={() => void history.refetch()}
          positions={positions ?? []}
          time={time}
          onTimeChange={onTimeChange}
          reachedStopName={info.stops[reachedStop]?.name ?? null}
        />
      </div>
      <div className="tracking__side">
        <TrackingDetails info={info} reachedStop={reachedStop} />
        <TrackingLegend status={info.status} />
      </div>
    </div>
  );
}
