import { describe, expect, it } from 'vitest';
import {
  carrierSegment,
  oceanTrackingTarget,
  parseTrackAndTraceKind,
  roadTrackingTarget,
  TRACK_AND_TRACE_PREFIX,
  trackingTarget,
} from './tracking-path.ts';

/** The `<kind>` and `<number>` segments of a built path, decoded as the router decodes them. */
function segmentsOf(path: string): { kind: string | undefined; number: string } {
  expect(path.startsWith(TRACK_AND_TRACE_PREFIX)).toBe(true);
  const [kind, number, ...rest] = path.slice(TRACK_AND_TRACE_PREFIX.length).split('/');
  expect(rest).toEqual([]);
  return { kind, number: decodeURIComponent(number ?? '') };
}

describe('trackingTarget', () => {
  it('given a road delivery, it opens the road tracking of its load number', () => {
    const target = trackingTarget({
      transportType: 'Road',
      loadNumber: 'L2611-70001',
      carrier: null,
      containerNumber: null,
    });
    expect(target?.path).toBe('/track-and-traces/road/L2611-70001');
    expect(target?.params).toEqual({ kind: 'road', loadNumber: 'L2611-70001' });
  });

  it('given an ocean delivery, it opens the carrier tracking of its container', () => {
    const target = trackingTarget({
      transportType: 'Ocean',
      loadNumber: 'L2611-70002',
      carrier: 'hellmann',
      containerNumber: 'HLXU7001232',
    });
    expect(target?.path).toBe('/track-and-traces/ocean-hellmann/HLXU7001232');
    expect(target?.params).toEqual({ kind: 'ocean', carrier: 'hellmann', containerNumber: 'HLXU7001232' });
  });

  it('given a carrier in capitals, it names the carrier in lower case, as the route reads it', () => {
    const target = trackingTarget({
      transportType: 'Ocean',
      loadNumber: 'L2611-70002',
      carrier: 'Hellmann',
      containerNumber: 'HLXU7001232',
    });
    expect(target?.path).toBe('/track-and-traces/ocean-hellmann/HLXU7001232');
    expect(target?.params).toEqual({ kind: 'ocean', carrier: 'hellmann', containerNumber: 'HLXU7001232' });
  });

  it('given an ocean delivery without a container or carrier yet, it has no tracking page (never the road one)', () => {
    for (const [carrier, containerNumber] of [
      ['hellmann', null],
      [null, 'HLXU7001232'],
      ['', 'HLXU7001232'],
      ['hellmann', ''],
    ] as const) {
      expect(
        trackingTarget({ transportType: 'Ocean', loadNumber: 'L 1/2', carrier, containerNumber }),
        `${carrier} ${containerNumber}`,
      ).toBeNull();
    }
  });

  it('given a carrier the route cannot name, it has no tracking page', () => {
    for (const carrier of ['Hell mann', '<b>', 'ocean/x', 'cma--cgm', '-x']) {
      expect(oceanTrackingTarget(carrier, 'HLXU7001232'), carrier).toBeNull();
    }
  });

  it('given a road delivery without a load number, it has no tracking page', () => {
    expect(roadTrackingTarget(null)).toBeNull();
    expect(roadTrackingTarget('')).toBeNull();
    expect(
      trackingTarget({ transportType: 'Road', loadNumber: '', carrier: null, containerNumber: null }),
    ).toBeNull();
  });

  it('escapes characters that would change the path', () => {
    expect(roadTrackingTarget('L 1/2')?.path).toBe('/track-and-traces/road/L%201%2F2');
    expect(oceanTrackingTarget('hellmann', 'MSKU 1')?.path).toBe('/track-and-traces/ocean-hellmann/MSKU%201');
    expect(roadTrackingTarget('L?1#2%')?.path).toBe('/track-and-traces/road/L%3F1%232%25');
  });
});

describe('carrierSegment', () => {
  it('lower-cases and trims the carrier, and answers null when nothing usable is left', () => {
    expect(carrierSegment(' Hellmann ')).toBe('hellmann');
    expect(carrierSegment('CMA-CGM')).toBe('cma-cgm');
    expect(carrierSegment(null)).toBeNull();
    expect(carrierSegment(undefined)).toBeNull();
    expect(carrierSegment('  ')).toBeNull();
  });
});

describe('parseTrackAndTraceKind', () => {
  it('reads road', () => {
    expect(parseTrackAndTraceKind('road')).toEqual({ transport: 'road' });
  });

  it('reads the carrier of ocean-<carrier>', () => {
    expect(parseTrackAndTraceKind('ocean-hellmann')).toEqual({ transport: 'ocean', carrier: 'hellmann' });
    expect(parseTrackAndTraceKind('ocean-cma-cgm')).toEqual({ transport: 'ocean', carrier: 'cma-cgm' });
  });

  it('answers null for a missing carrier, other kinds or odd characters', () => {
    for (const segment of [
      undefined,
      '',
      'ocean',
      'ocean-',
      'ocean--x',
      'air',
      'ocean-Hell mann',
      'ocean-<b>',
    ]) {
      expect(parseTrackAndTraceKind(segment), String(segment)).toBeNull();
    }
  });
});

describe('building and parsing a path', () => {
  it('given a road load with odd characters, the parser reads back road and the router the load number', () => {
    for (const loadNumber of ['L2611-70001', 'L 1/2', 'L?1#2%', 'Lä/ü 東']) {
      const { kind, number } = segmentsOf(roadTrackingTarget(loadNumber)?.path ?? '');
      expect(parseTrackAndTraceKind(kind)).toEqual({ transport: 'road' });
      expect(number).toBe(loadNumber);
    }
  });

  it('given an ocean container with odd characters, the parser reads back its carrier and the router the number', () => {
    for (const [carrier, containerNumber] of [
      ['hellmann', 'MSKU 1'],
      ['Hellmann', 'HLXU/7001232'],
      ['cma-cgm', 'A?B#C%D'],
    ] as const) {
      const { kind, number } = segmentsOf(oceanTrackingTarget(carrier, containerNumber)?.path ?? '');
      expect(parseTrackAndTraceKind(kind)).toEqual({ transport: 'ocean', carrier: carrier.toLowerCase() });
      expect(number).toBe(containerNumber);
    }
  });
});
