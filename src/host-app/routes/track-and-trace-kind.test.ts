import { describe, expect, it } from 'vitest';
import { oceanTrackAndTracePath, parseTrackAndTraceKind } from './track-and-trace-kind.ts';

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

  it('builds the path the parser reads back', () => {
    const path = oceanTrackAndTracePath('hellmann', 'MSKU 1');
    expect(path).toBe('/track-and-traces/ocean-hellmann/MSKU%201');
    expect(parseTrackAndTraceKind(path.split('/')[2])).toEqual({ transport: 'ocean', carrier: 'hellmann' });
  });
});
