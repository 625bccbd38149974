import { describe, expect, it } from 'vitest';
import { trackingPath } from './tracking-path.ts';

describe('trackingPath', () => {
  it('given a road delivery, it opens the road tracking of its load number', () => {
    const target = trackingPath({
      transportType: 'Road',
      loadNumber: 'L2611-70001',
      carrier: null,
      containerNumber: null,
    });
    expect(target.path).toBe('/track-and-traces/road/L2611-70001');
    expect(target.params).toEqual({ kind: 'road', loadNumber: 'L2611-70001' });
  });

  it('given an ocean delivery, it opens the carrier tracking of its container', () => {
    const target = trackingPath({
      transportType: 'Ocean',
      loadNumber: 'L2611-70002',
      carrier: 'Hellmann',
      containerNumber: 'HLXU7001232',
    });
    expect(target.path).toBe('/track-and-traces/ocean-hellmann/HLXU7001232');
    expect(target.params).toEqual({ kind: 'ocean', carrier: 'hellmann', containerNumber: 'HLXU7001232' });
  });

  it('given an ocean delivery without a container yet, it falls back to the road tracking of its load', () => {
    const target = trackingPath({
      transportType: 'Ocean',
      loadNumber: 'L 1/2',
      carrier: 'hellmann',
      containerNumber: null,
    });
    expect(target.path).toBe('/track-and-traces/road/L%201%2F2');
  });
});
