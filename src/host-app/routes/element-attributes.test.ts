import { describe, expect, it } from 'vitest';
import { elementAttributes } from './element-attributes.ts';
import { routeByName } from './routes-table.ts';

describe('elementAttributes', () => {
  it('gives the tracking element the load number of a road path', () => {
    expect(elementAttributes(routeByName('trackAndTracesDetailRoad'), { loadNumber: 'L-7' })).toEqual({
      'load-number': 'L-7',
    });
  });

  it('gives the tracking element the carrier and container number of an ocean path', () => {
    expect(
      elementAttributes(routeByName('trackAndTracesDetailOceanHellmann'), {
        kind: 'ocean-hellmann',
        containerNumber: 'MSKU1234565',
      }),
    ).toEqual({ carrier: 'hellmann', 'container-number': 'MSKU1234565' });
  });

  it('answers null for an ocean path without a carrier', () => {
    expect(
      elementAttributes(routeByName('trackAndTracesDetailOceanHellmann'), {
        kind: 'ocean-',
        containerNumber: 'X',
      }),
    ).toBeNull();
  });

  it('gives list areas no attributes of their own', () => {
    expect(elementAttributes(routeByName('orders'), {})).toEqual({});
  });
});
