import { describe, expect, it } from 'vitest';
import { basemapZoomRange, widestWorldZoom } from './basemap.ts';

describe('basemapZoomRange', () => {
  it('given no tile server, it offers no zoom step closer than the bundled countries can fill', () => {
    expect(basemapZoomRange(null)).toEqual({ minZoom: 0, maxZoom: 8 });
  });

  it('given a tile server, it offers the streets', () => {
    expect(basemapZoomRange('https://tiles.example/{z}/{x}/{y}.png').maxZoom).toBe(18);
  });
});

describe('widestWorldZoom', () => {
  it('given a map no wider than the world at zoom 0, it allows zoom 0', () => {
    expect(widestWorldZoom(200)).toBe(0);
  });

  it('given a wider map, it is the first quarter step at which the world fills its width', () => {
    expect(widestWorldZoom(512)).toBe(1);
    expect(widestWorldZoom(560)).toBe(1.25);
    expect(256 * 2 ** widestWorldZoom(1000)).toBeGreaterThanOrEqual(1000);
    expect(256 * 2 ** (widestWorldZoom(1000) - 0.25)).toBeLessThan(1000);
  });
});
