import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import '../../ui/shoelace/shoelace.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import type { TimedPosition } from './history-timeline.ts';

/** Steps of the time scroll: fine enough to pass every recorded position of a trip. */
export const TIME_SCROLL_STEPS = 500;
/** How long playing the whole history takes. */
const PLAY_DURATION_MS = 12_000;

export interface TrackingHistoryProps {
  /** Whether the user confirmed loading the history. */
  requested: boolean;
  onRequest: () => void;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  positions: readonly TimedPosition[];
  /** The playhead's time (epoch ms), null before the history is loaded. */
  time: number | null;
  onTimeChange: (time: number) => void;
  /** Name of the stop reached at `time`, null before the first. */
  reachedStopName: string | null;
}

/**
 * Loading the history (after a warning that it can take long) and its time scroll: a labelled
 * range input plus play/pause that moves the playhead along the recorded track.
 */
export function TrackingHistory(props: TrackingHistoryProps) {
  const { t } = usePortalTranslation('tracking');
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="history" part="history" aria-labelledby="tracking-history-title">
      <h3 id="tracking-history-title" className="section-title">
        {t('history.title')}
      </h3>
      {!props.requested && !confirming && (
        <cp-sl-button class="history__load" onClick={() => setConfirming(true)}>
          {t('history.load')}
        </cp-sl-button>
      )}
      {!props.requested && confirming && (
        <cp-sl-alert variant="warning" open class="history__warning">
          <cp-sl-icon slot="icon" library="cp" name="exclamation-triangle" />
          <p>{t('history.warning')}</p>
          <div className="history__actions">
            <cp-sl-button variant="primary" size="small" class="history__continue" onClick={props.onRequest}>
              {t('history.continue')}
            </cp-sl-button>
            <cp-sl-button size="small" class="history__cancel" onClick={() => setConfirming(false)}>
              {t('history.cancel')}
            </cp-sl-button>
          </div>
        </cp-sl-alert>
      )}
      {props.requested && props.status === 'pending' && (
        <div className="history__loading" role="status">
          <cp-sl-spinner />
          <span>{t('history.loading')}</span>
        </div>
      )}
      {props.requested && props.status === 'error' && (
        <cp-sl-alert variant="danger" open>
          <cp-sl-icon slot="icon" library="cp" name="exclamation-octagon" />
          <p>{t('history.failed')}</p>
          <cp-sl-button size="small" onClick={props.onRetry}>
            {t('retry')}
          </cp-sl-button>
        </cp-sl-alert>
      )}
      {props.requested && props.status === 'success' && props.positions.length === 0 && (
        <p className="history__empty">{t('history.empty')}</p>
      )}
      {props.requested && props.status === 'success' && props.positions.length > 0 && props.time !== null && (
        <TimeScroll {...props} time={props.time} />
      )}
    </section>
  );
}

function TimeScroll({
  positions,
  time,
  onTimeChange,
  reachedStopName,
}: TrackingHistoryProps & { time: number }) {
  const { t, language } = usePortalTranslation('tracking');
  const [playing, setPlaying] = useState(false);
  const start = positions[0]?.at ?? 0;
  const end = positions[positions.length - 1]?.at ?? start;
  const span = Math.max(end - start, 1);
  const timeRef = useRef(time);
  timeRef.current = time;

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let previous = performance.now();
    const step = (now: number) => {
      const next = Math.min(end, timeRef.current + (span * (now - previous)) / PLAY_DURATION_MS);
      previous = now;
      onTimeChange(next);
      if (next >= end) setPlaying(false);
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing, end, span, onTimeChange]);

  const togglePlay = () => {
    if (!playing && timeRef.current >= end) onTimeChange(start);
    setPlaying(!playing);
  };
  const onSlide = (event: ChangeEvent<HTMLInputElement>) => {
    setPlaying(false);
    onTimeChange(start + (Number(event.currentTarget.value) / TIME_SCROLL_STEPS) * span);
  };
  const formatted = formatDateTime(time, language);

  return (
    <div className="time-scroll">
      <div className="time-scroll__controls">
        <cp-sl-button size="small" class="time-scroll__play" onClick={togglePlay}>
          {playing ? t('history.pause') : t('history.play')}
        </cp-sl-button>
        <label className="time-scroll__label" htmlFor="tracking-time-scroll">
          {t('history.timeScroll')}
        </label>
        <input
          id="tracking-time-scroll"
          className="time-scroll__range"
          type="range"
          min={0}
          max={TIME_SCROLL_STEPS}
          step={1}
          value={Math.round(((time - start) / span) * TIME_SCROLL_STEPS)}
          aria-valuetext={formatted}
          onChange={onSlide}
        />
      </div>
      <p className="time-scroll__status" aria-live={playing ? 'off' : 'polite'}>
        <time className="time-scroll__time" dateTime={new Date(time).toISOString()}>
          {t('history.position', { time: formatted })}
        </time>
        <span className="time-scroll__stop">
          {reachedStopName ? t('history.stopReached', { stop: reachedStopName }) : t('history.noStopReached')}
        </span>
      </p>
    </div>
  );
}
