import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/client/api-error.ts';
import { trackingErrorKind } from './tracking-error.ts';
import { integratorHint, targetProblem, trackingTarget } from './tracking-target.ts';

describe('targetProblem', () => {
  it('given an ocean container of a carrier without track & trace, it names the carrier as the problem', () => {
    expect(targetProblem({ carrier: 'maersk', containerNumber: 'MSKU1234565' })).toBe('unknownCarrier');
    expect(integratorHint('unknownCarrier', ' maersk ')).toContain('carrier "maersk"');
  });

  it('given nothing to track, it says the shipment is missing; given a shipment, there is no problem', () => {
    expect(targetProblem({})).toBe('missingTarget');
    expect(targetProblem({ carrier: 'hellmann' })).toBe('missingTarget');
    expect(targetProblem({ loadNumber: 'L2611-70001' })).toBeNull();
  });
});

describe('trackingTarget', () => {
  it('given a load number, it tracks a road load (trimmed)', () => {
    expect(trackingTarget({ loadNumber: ' L2611-70001 ' })).toEqual({ kind: 'road', number: 'L2611-70001' });
  });

  it('given carrier and container number, it tracks an ocean container; the carrier is case-insensitive', () => {
    expect(trackingTarget({ carrier: 'Hellmann', containerNumber: 'HLXU7001232' })).toEqual({
      kind: 'ocean',
      carrier: 'hellmann',
      number: 'HLXU7001232',
    });
  });

  it('given both, the load number wins', () => {
    expect(trackingTarget({ loadNumber: 'L1', carrier: 'hellmann', containerNumber: 'C1' })?.kind).toBe(
      'road',
    );
  });

  it('given an unknown carrier or a missing number, it answers null', () => {
    expect(trackingTarget({ carrier: 'maersk', containerNumber: 'MSKU1234565' })).toBeNull();
    expect(trackingTarget({ carrier: 'hellmann' })).toBeNull();
    expect(trackingTarget({ loadNumber: '  ' })).toBeNull();
  });
});

describe('trackingErrorKind', () => {
  it('tells not found, forbidden, unauthorized and other errors apart', () => {
    const path = '/TrackAndTrace/GetTruckloadTrackAndTraceInfo';
    expect(trackingErrorKind(new ApiError(path, 404, {}))).toBe('notFound');
    expect(trackingErrorKind(new ApiError(path, 403, {}))).toBe('forbidden');
    expect(trackingErrorKind(new ApiError(path, 401, {}))).toBe('unauthorized');
    expect(trackingErrorKind(new ApiError(path, 500, {}))).toBe('unknown');
    expect(trackingErrorKind(new Error('boom'))).toBe('unknown');
  });
});
