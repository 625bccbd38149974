import { describe, expect, it } from 'vitest';
import { deliveryTrackingTarget } from './tracking-path.ts';

describe('deliveryTrackingTarget', () => {
  it('leads a road load to its road track & trace page', () => {
    const target = deliveryTrackingTarget({
      loadNumber: 'L2611-70001',
      transportType: 'Road',
      carrier: null,
      containerNumber: null,
    });
    expect(target?.path).toBe('/track-and-traces/road/L2611-70001');
  });

  it('leads an ocean load to the carrier and container page', () => {
    const target = deliveryTrackingTarget({
      loadNumber: 'L2611-70002',
      transportType: 'Ocean',
      carrier: 'hellmann',
      containerNumber: 'HLXU7001232',
    });
    expect(target?.path).toBe('/track-and-traces/ocean-hellmann/HLXU7001232');
    expect(target?.params).toMatchObject({ carrier: 'hellmann', containerNumber: 'HLXU7001232' });
  });

  it('given an ocean load without container, it has no tracking page', () => {
    const target = deliveryTrackingTarget({
      loadNumber: 'L1',
      transportType: 'Ocean',
      carrier: 'hellmann',
      containerNumber: null,
    });
    expect(target).toBeNull();
  });

  it('escapes characters that would change the path', () => {
    const target = deliveryTrackingTarget({
      loadNumber: 'L 1/2',
      transportType: 'Road',
      carrier: null,
      containerNumber: null,
    });
    expect(target?.path).toBe('/track-and-traces/road/L%201%2F2');
  });
});
