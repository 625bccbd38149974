import axe from 'axe-core';
import { expect } from 'chai';
import type { TrackAndTraceInfo } from '../../core/api/contract/tracking.ts';
import { getPortalRuntime, resetPortalRuntimeForTests } from '../../core/runtime/portal-runtime.ts';
import { answerMalformed, contractErrorOf } from '../../ui/testing/malformed-answer.ts';
import { popupContent, ShipmentMap } from './shipment-map.ts';
import './cp-tracking.ts';

// Mocha's globals, provided by @web/test-runner in the page.
declare const describe: (name: string, body: () => void) => void;
declare const it: (name: string, body: () => Promise<void>) => void;
declare const before: (body: () => Promise<void>) => void;
declare const afterEach: (body: () => void) => void;

const ROAD_LOAD = 'L2611-70001';
const OCEAN_CONTAINER = 'HLXU7001232';
let tokens: { accessToken: string; refreshToken: string };

async function until<T>(read: () => T | null | undefined | false, timeout = 10_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function mount(attributes = ''): HTMLElement {
  const holder = document.createElement('div');
  holder.style.width = '1200px';
  holder.innerHTML = `<cp-tracking ${attributes}></cp-tracking>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

const shadowOf = (element: HTMLElement) => element.shadowRoot as ShadowRoot;
const stopMarkers = (element: HTMLElement) => [
  ...shadowOf(element).querySelectorAll<HTMLElement>('.leaflet-marker-icon.stop-marker'),
];
const listedStops = (element: HTMLElement) => [
  ...shadowOf(element).querySelectorAll<HTMLElement>('ol.stops > li'),
];
const buttonWithText = (element: HTMLElement, text: string) =>
  [...shadowOf(element).querySelectorAll<HTMLElement>('cp-sl-button')].find(
    (button) => button.textContent?.trim() === text,
  );

async function apiInfo(path: string): Promise<TrackAndTraceInfo> {
  const response = await fetch(`/customerportal/TrackAndTrace/${path}`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(response.status).to.equal(200);
  return response.json();
}

type Pixel = [number, number];

/** The points of a drawn Leaflet polyline, in layer pixels, read from its SVG path. */
function pathPoints(path: SVGPathElement | null): Pixel[] {
  const numbers = (path?.getAttribute('d') ?? '').match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  const points: Pixel[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) points.push([numbers[i]!, numbers[i + 1]!]);
  return points;
}

/** Where Leaflet placed a marker, in layer pixels (its translate3d). */
function markerPixel(marker: HTMLElement): Pixel {
  const match = marker.style.transform.match(/translate3d\((-?[\d.]+)px, (-?[\d.]+)px/);
  return [Number(match?.[1] ?? Number.NaN), Number(match?.[2] ?? Number.NaN)];
}

/**
 * The map's Web Mercator projection into layer pixels, recovered from two stop markers at known
 * places, so a test can say where any point of the route should be drawn.
 */
function projectionFrom(a: { lat: number; lng: number; pixel: Pixel }, b: { lng: number; pixel: Pixel }) {
  const pxPerDegree = (b.pixel[0] - a.pixel[0]) / (b.lng - a.lng);
  const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return (point: { lat: number; lng: number }): Pixel => [
    a.pixel[0] + (point.lng - a.lng) * pxPerDegree,
    a.pixel[1] - (mercator(point.lat) - mercator(a.lat)) * pxPerDegree * (180 / Math.PI),
  ];
}

/** Distance in pixels from a point to a drawn polyline. */
function distanceToLine(point: Pixel, line: readonly Pixel[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1]!;
    const [bx, by] = line[i]!;
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy;
    const t =
      lengthSquared === 0
        ? 0
        : Math.min(1, Math.max(0, ((point[0] - ax) * dx + (point[1] - ay) * dy) / lengthSquared));
    best = Math.min(best, Math.hypot(ax + t * dx - point[0], ay + t * dy - point[1]));
  }
  return best;
}

/** Moves a React-controlled range like a user does: the native value setter, then an input event. */
function slide(range: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(range, value);
  range.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The name drawn beside stop `index` (the tooltip Leaflet keeps per marker, in the stops' order). */
function labelOf(shadow: ShadowRoot, index: number): HTMLElement | undefined {
  return [...shadow.querySelectorAll<HTMLElement>('.leaflet-tooltip.stop-label')][index];
}

async function loaded(element: HTMLElement): Promise<void> {
  await until(() => shadowOf(element)?.querySelector('ol.stops'));
  await until(() => stopMarkers(element).length > 0);
}

/** The legend in English, in the order of docs/screens/tracking.md#statuses-and-stops: every stop kind and every status. */
const LEGEND_KINDS = [
  ['origin', 'Origin'],
  ['loadingPort', 'Loading port'],
  ['oceanPort', 'Ocean port'],
  ['transshipmentPort', 'Transshipment port'],
  ['dischargePort', 'Discharge port'],
  ['roadStopover', 'Road stopover'],
  ['delivery', 'Delivery'],
];
const LEGEND_STATUSES = [
  'Preparing',
  'Loading planned',
  'Loaded / in transit',
  'Arrived',
  'Departed',
  'Discharge planned',
  'Discharged',
  'Delivered',
];

/** Checks the whole legend: each kind with its own map shape, visited and planned, and every status with the current one marked. */
function expectFullLegend(element: HTMLElement, status: string): void {
  const legend = shadowOf(element).querySelector('[part="legend"]') as HTMLElement;
  const kinds = [...legend.querySelectorAll('[data-kind]')].map((item) => [
    item.querySelector('svg.stop-shape')?.classList[1]?.replace('stop-shape--', ''),
    item.textContent?.trim(),
  ]);
  expect(kinds).to.deep.equal(LEGEND_KINDS);
  expect(legend.textContent).to.contain('Visited stop (filled)');
  expect(legend.textContent).to.contain('Planned stop (hollow)');
  expect(legend.querySelector('svg.stop-shape--planned')).to.not.equal(null);
  const statuses = [...legend.querySelectorAll<HTMLElement>('[data-status]')];
  expect(statuses.map((item) => item.childNodes[0]?.textContent)).to.deep.equal(LEGEND_STATUSES);
  const current = statuses.filter((item) => item.getAttribute('aria-current') === 'step');
  expect(current.map((item) => item.getAttribute('data-status'))).to.deep.equal([status]);
  expect(current[0]?.textContent).to.contain('(current status)');
}

describe('<cp-tracking>', () => {
  before(async () => {
    const response = await fetch('/customerportal/Authentication/LoginWithCredentials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: 'customer@example.com', password: 'Portal-demo-2026!' }),
    });
    expect(response.status).to.equal(200);
    tokens = await response.json();
    getPortalRuntime().tokens.setTokens(tokens);
  });

  afterEach(() => {
    for (const element of document.querySelectorAll('cp-tracking')) element.parentElement?.remove();
    getPortalRuntime().tokens.setTokens(tokens);
    getPortalRuntime().queryClient.clear();
  });

  it('given a road load, it shows a skeleton, then one labelled, focusable marker per stop and the legend of every kind', async () => {
    const info = await apiInfo(`GetTruckloadTrackAndTraceInfo?loadNumber=${ROAD_LOAD}`);
    const element = mount(`lang="en" load-number="${ROAD_LOAD}"`);
    // Seen as each commit lands: a fast answer can replace the skeleton between two 25 ms polls.
    let sawSkeleton = false;
    const watch = new MutationObserver(() => {
      sawSkeleton ||= shadowOf(element)?.querySelector('.skeleton') !== null;
    });
    watch.observe(shadowOf(element), { childList: true, subtree: true });
    await until(() => sawSkeleton || shadowOf(element)?.querySelector('.skeleton'));
    watch.disconnect();
    await loaded(element);
    expect(shadowOf(element).querySelector('.skeleton')).to.equal(null);
    const markers = stopMarkers(element);
    expect(markers.length).to.equal(info.stops.length);
    expect(listedStops(element).length).to.equal(info.stops.length);
    markers.forEach((marker, index) => {
      const stop = info.stops[index] as TrackAndTraceInfo['stops'][number];
      expect(marker.tabIndex).to.equal(0);
      expect(marker.getAttribute('role')).to.equal('button');
      const label = marker.getAttribute('aria-label') ?? '';
      expect(label).to.contain(stop.name);
      expect(label).to.match(stop.visitStatus === 'Visited' ? /, visited / : /, planned /);
      expect(marker.querySelector(`svg.stop-shape--${stop.kind}`)).to.not.equal(null);
    });
    const origin = markers[0] as HTMLElement;
    origin.focus();
    expect(shadowOf(element).activeElement).to.equal(origin);
    expect(origin.getAttribute('aria-label')).to.match(/^Origin /);

    expectFullLegend(element, info.status);
    expect(shadowOf(element).querySelector('.current-marker')?.getAttribute('aria-label')).to.contain(
      info.currentlocation.name,
    );
    expect(shadowOf(element).querySelector('[part="disclaimer"]')?.textContent).to.contain('No rights');
  });

  it('given an ocean container, it renders a marker per stop with the ports of the trip, and the whole legend', async () => {
    const info = await apiInfo(`GetHellmannTrackAndTraceInfo?containerNumber=${OCEAN_CONTAINER}`);
    const element = mount(`lang="en" carrier="hellmann" container-number="${OCEAN_CONTAINER}"`);
    await loaded(element);
    expect(stopMarkers(element).length).to.equal(info.stops.length);
    const kinds = stopMarkers(element).map((marker) => marker.querySelector('svg')?.classList[1]);
    expect(kinds).to.deep.equal(info.stops.map((stop) => `stop-shape--${stop.kind}`));
    expect(info.stops.some((stop) => stop.kind === 'dischargePort')).to.equal(true);
    expect(shadowOf(element).querySelector('.details__fields')?.textContent).to.contain(OCEAN_CONTAINER);
    expectFullLegend(element, info.status);
  });

  it('given the ocean demo container, the route follows the planned path: solid up to the current location, dashed after it', async () => {
    const info = await apiInfo(`GetHellmannTrackAndTraceInfo?containerNumber=${OCEAN_CONTAINER}`);
    const route = info.route ?? [];
    expect(route.length).to.be.greaterThan(info.stops.length * 3);
    const element = mount(`lang="en" carrier="hellmann" container-number="${OCEAN_CONTAINER}"`);
    await loaded(element);
    const shadow = shadowOf(element);
    const visited = await until(() => {
      const points = pathPoints(shadow.querySelector<SVGPathElement>('path.route--visited'));
      return points.length > 0 && points;
    });
    const planned = pathPoints(shadow.querySelector<SVGPathElement>('path.route--planned'));
    // Straight lines would have one point per stop plus the current location.
    expect(visited.length + planned.length).to.be.greaterThan(2 * (info.stops.length + 1));

    const markers = stopMarkers(element);
    // A marker that crowds others is drawn a little apart, with a line leading from its true place.
    const truePixel = (index: number) =>
      markers[index]!.classList.contains('marker--spread')
        ? pathPoints(shadow.querySelector<SVGPathElement>(`path.marker-leader--${index}`))[0]!
        : markerPixel(markers[index]!);
    const first = info.stops[0]!;
    const farthest = info.stops.reduce((best, stop) =>
      Math.abs(stop.lng - first.lng) > Math.abs(best.lng - first.lng) ? stop : best,
    );
    const project = projectionFrom(
      { ...first, pixel: truePixel(0) },
      { lng: farthest.lng, pixel: truePixel(info.stops.indexOf(farthest)) },
    );
    const drawn = [...visited, ...planned];
    const offRoute = route.map(project).filter((pixel) => distanceToLine(pixel, drawn) > 3);
    expect(offRoute, 'route points the drawn lines miss').to.deep.equal([]);
    // Both parts meet at the current location.
    const current = shadow.querySelector('.leaflet-marker-icon.current-marker') as HTMLElement;
    const here = current.classList.contains('marker--spread')
      ? pathPoints(shadow.querySelector<SVGPathElement>(`path.marker-leader--${info.stops.length}`))[0]!
      : markerPixel(current);
    expect(Math.hypot(visited.at(-1)![0] - here[0], visited.at(-1)![1] - here[1])).to.be.lessThan(2);
    expect(Math.hypot(planned[0]![0] - here[0], planned[0]![1] - here[1])).to.be.lessThan(2);
  });

  for (const width of [560, 340]) {
    it(`given the ocean demo container in a map ${width} px wide, the first view shows the destination's name whole, and no name lies on or beside another marker`, async () => {
      const info = await apiInfo(`GetHellmannTrackAndTraceInfo?containerNumber=${OCEAN_CONTAINER}`);
      const holder = document.createElement('div');
      holder.style.width = `${width}px`;
      holder.innerHTML = `<cp-tracking lang="nl" carrier="hellmann" container-number="${OCEAN_CONTAINER}"></cp-tracking>`;
      document.body.append(holder);
      const element = holder.firstElementChild as HTMLElement;
      await loaded(element);
      const shadow = shadowOf(element);
      const map = shadow.querySelector('.tracking-map') as HTMLElement;
      const delivery = info.stops.findIndex((stop) => stop.kind === 'delivery');
      const markers = stopMarkers(element);
      const label = await until(() => labelOf(shadow, delivery));
      expect(label.classList.contains('stop-label--hidden'), 'destination name hidden').to.equal(false);
      const frame = map.getBoundingClientRect();
      const box = label.getBoundingClientRect();
      expect(
        { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
        `destination name "${label.textContent}" inside the map ${JSON.stringify(frame)}`,
      ).to.satisfy(
        (inside: DOMRect) =>
          inside.left >= frame.left &&
          inside.right <= frame.right &&
          inside.top >= frame.top &&
          inside.bottom <= frame.bottom,
      );
      // No shown name covers another marker, nor sits right beside the vessel's (it would read as its place).
      const current = shadow.querySelector('.leaflet-marker-icon.current-marker') as HTMLElement;
      const all = [...markers, current];
      const clearance = 4;
      for (const [index] of markers.entries()) {
        const name = labelOf(shadow, index);
        if (!name || name.classList.contains('stop-label--hidden')) continue;
        const nameBox = name.getBoundingClientRect();
        for (const other of all) {
          if (other === markers[index]) continue;
          const near = other === current ? clearance : 0;
          const otherBox = other.getBoundingClientRect();
          const touches =
            nameBox.left < otherBox.right + near &&
            otherBox.left - near < nameBox.right &&
            nameBox.top < otherBox.bottom + near &&
            otherBox.top - near < nameBox.bottom;
          expect(touches, `"${name.textContent}" on or beside ${other.getAttribute('aria-label')}`).to.equal(
            false,
          );
        }
      }
    });
  }

  it('opens a text-only popup from a marker, and never turns data into markup', async () => {
    const element = mount(`lang="en" load-number="${ROAD_LOAD}"`);
    await loaded(element);
    const marker = stopMarkers(element)[0] as HTMLElement;
    marker.click();
    const popup = await until(() => shadowOf(element).querySelector('.leaflet-popup-content .map-popup'));
    expect(popup.querySelector('strong')?.textContent).to.equal(
      (marker.getAttribute('aria-label') ?? '').replace(/^Origin /, '').split(',')[0],
    );
    expect(
      [...popup.querySelectorAll('*')].every((node) => ['STRONG', 'DIV'].includes(node.tagName)),
    ).to.equal(true);

    const hostile = popupContent('<img src=x onerror=alert(1)>', ['<script>alert(2)</script>']);
    expect(hostile.querySelector('img, script')).to.equal(null);
    expect(hostile.textContent).to.equal('<img src=x onerror=alert(1)><script>alert(2)</script>');
  });

  it('loads the history after a warning, then the time scroll moves the playhead and highlights a stop', async () => {
    const element = mount(`lang="en" load-number="${ROAD_LOAD}"`);
    await loaded(element);
    (buttonWithText(element, 'Load history') as HTMLElement).click();
    const warning = await until(() => shadowOf(element).querySelector('.history__warning'));
    expect(warning.textContent).to.contain('can take a while');
    (buttonWithText(element, 'Cancel') as HTMLElement).click();
    await until(() => buttonWithText(element, 'Load history'));
    (buttonWithText(element, 'Load history') as HTMLElement).click();
    await until(() => buttonWithText(element, 'Continue'));
    (buttonWithText(element, 'Continue') as HTMLElement).click();
    await until(() => shadowOf(element).querySelector('.history__loading'));

    const range = await until(() => shadowOf(element).querySelector<HTMLInputElement>('input[type="range"]'));
    expect(shadowOf(element).querySelector(`label[for="${range.id}"]`)?.textContent).to.equal('Time scroll');
    expect(shadowOf(element).querySelector('path.history-track')).to.not.equal(null);
    const playhead = await until(() => shadowOf(element).querySelector<HTMLElement>('.playhead-marker'));
    const startTransform = playhead.style.transform;
    const startText = shadowOf(element).querySelector('.time-scroll__time')?.textContent;

    // A native range input: focusable, and arrow/Home/End keys work without our code.
    range.focus();
    expect(shadowOf(element).activeElement).to.equal(range);
    slide(range, range.max);
    await until(() => playhead.style.transform !== startTransform);
    await until(() => shadowOf(element).querySelector('.time-scroll__time')?.textContent !== startText);
    const reached = await until(() =>
      shadowOf(element).querySelector<HTMLElement>('ol.stops > li[aria-current="step"]'),
    );
    const reachedIndex = listedStops(element).indexOf(reached);
    expect(reachedIndex).to.be.greaterThan(-1);
    expect(stopMarkers(element)[reachedIndex]?.classList.contains('stop-marker--reached')).to.equal(true);
    expect(shadowOf(element).querySelector('.time-scroll__stop')?.textContent).to.contain(
      reached.querySelector('.stop__name')?.textContent ?? '-',
    );

    // Play from the start moves the playhead on by itself; pause stops it.
    slide(range, '0');
    await until(() => range.value === '0');
    await until(() => playhead.style.transform === startTransform);
    (buttonWithText(element, 'Play') as HTMLElement).click();
    await until(() => Number(range.value) > 10);
    (await until(() => buttonWithText(element, 'Pause'))).click();
    // A frame may still step between the click and the pause being rendered: read after that.
    await until(() => buttonWithText(element, 'Play'));
    const paused = range.value;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(range.value).to.equal(paused);
    expect(playhead.style.transform).to.not.equal(startTransform);
  });

  it('given it starts hidden, the map draws within its container once shown', async () => {
    const element = mount(`lang="en" load-number="${ROAD_LOAD}" hidden`);
    await loaded(element);
    element.hidden = false;
    const map = shadowOf(element).querySelector('.tracking-map') as HTMLElement;
    await until(() => map.clientWidth > 0 && map.clientHeight > 0);
    const box = map.getBoundingClientRect();
    const intersects = (rect: DOMRect) =>
      rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom;
    await until(() => stopMarkers(element).every((marker) => intersects(marker.getBoundingClientRect())));
    await until(() =>
      [...shadowOf(element).querySelectorAll('path.basemap-land')].some((path) =>
        intersects(path.getBoundingClientRect()),
      ),
    );
    const route = shadowOf(element).querySelector('path.route--visited') as SVGPathElement;
    expect(intersects(route.getBoundingClientRect())).to.equal(true);
  });

  it('draws the bundled country basemap and asks no tile server (default config)', async () => {
    const requested: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) requested.push(entry.name);
    });
    observer.observe({ type: 'resource', buffered: false });
    const element = mount(`lang="en" load-number="${ROAD_LOAD}"`);
    await loaded(element);
    const land = await until(() => {
      const paths = shadowOf(element).querySelectorAll('path.basemap-land');
      return paths.length > 100 && paths;
    });
    expect(shadowOf(element).querySelector('.leaflet-tile')).to.equal(null);
    observer.disconnect();
    expect(requested.filter((url) => !url.startsWith(location.origin))).to.deep.equal([]);
    const sea = getComputedStyle(
      shadowOf(element).querySelector('.tracking-map') as HTMLElement,
    ).backgroundColor;
    const landFill = getComputedStyle(land[0] as Element).fill;
    expect(sea).to.not.equal(landFill);
  });

  it('given a tile URL, it draws the tiles with attribution over the bundled basemap', async () => {
    const container = document.createElement('div');
    container.style.cssText = 'width: 400px; height: 300px';
    document.body.append(container);
    // A 1×1 PNG as the "tile server": no request leaves the page.
    const tile =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const map = new ShipmentMap(container, {
      tileUrl: tile,
      mapLabel: 'Map',
      basemapAttribution: 'Natural Earth',
      controls: { zoomIn: 'Zoom in', zoomOut: 'Zoom out', closePopup: 'Close' },
    });
    try {
      map.setShipment([], { lat: 52, lng: 5, label: 'Here', title: 'Here', lines: [] });
      await until(() => container.querySelector('img.leaflet-tile-loaded'));
      await until(() => container.querySelector('path.basemap-land'));
      // A data: URL names no server to credit: the basemap's credit alone, as text.
      const attribution = container.querySelector('.leaflet-control-attribution');
      expect(attribution?.textContent).to.equal('Natural Earth');
      expect(attribution?.children.length).to.equal(0);
    } finally {
      map.destroy();
      container.remove();
    }
  });

  it('given an answer that breaks the contract, it says the information could not be loaded, and the call fails with the contract error naming the place', async () => {
    const path = '/TrackAndTrace/GetTruckloadTrackAndTraceInfo';
    const info = await apiInfo(`GetTruckloadTrackAndTraceInfo?loadNumber=${ROAD_LOAD}`);
    const restore = answerMalformed(path, { ...info, status: 'lost', estimatedarrival: 'soon' });
    try {
      const element = mount(`lang="en" load-number="${ROAD_LOAD}"`);
      await until(() =>
        shadowOf(element)?.textContent?.includes('The tracking information could not be loaded.'),
      );
      expect(stopMarkers(element)).to.have.length(0);
      const error = await until(() => contractErrorOf(path));
      expect(error.message).to.equal(
        `The answer of ${path} does not match the contract: /status must be equal to one of the allowed values; ` +
          '/estimatedarrival must match format "date-time"',
      );
    } finally {
      restore();
    }
  });

  it('given a carrier without track & trace, it tells the user in their language and the integrator in the console', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      const element = mount(`lang="nl" carrier="maersk" container-number="MSKU1234565"`);
      const text = await until(() => {
        const content = shadowOf(element)?.textContent ?? '';
        return content.includes('Track & trace is voor deze vervoerder niet beschikbaar') && content;
      });
      expect(text).not.to.contain('load-number');
      expect(warnings.some((warning) => warning.includes('carrier "maersk"'))).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });

  it('given a tile attribution, it credits the tile server with that text', async () => {
    const container = document.createElement('div');
    container.style.cssText = 'width: 400px; height: 300px';
    document.body.append(container);
    const map = new ShipmentMap(container, {
      tileUrl:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      tileAttribution: '© OpenStreetMap contributors',
      mapLabel: 'Map',
      basemapAttribution: 'Natural Earth',
      controls: { zoomIn: 'Zoom in', zoomOut: 'Zoom out', closePopup: 'Close' },
    });
    try {
      await until(
        () =>
          container.querySelector('.leaflet-control-attribution')?.textContent ===
          '© OpenStreetMap contributors | Natural Earth',
      );
    } finally {
      map.destroy();
      container.remove();
    }
  });

  it('given stops and the current location on one spot, it names each stop beside its marker and no marker hides another, at every zoom', async () => {
    const container = document.createElement('div');
    container.style.cssText = 'width: 600px; height: 400px';
    document.body.append(container);
    const map = new ShipmentMap(container, {
      tileUrl: null,
      mapLabel: 'Map',
      basemapAttribution: 'Natural Earth',
      controls: { zoomIn: 'Zoom in', zoomOut: 'Zoom out', closePopup: 'Close' },
    });
    const stop = (kind: 'origin' | 'roadStopover' | 'delivery', place: string, lat: number, lng: number) => ({
      kind,
      visited: kind !== 'delivery',
      lat,
      lng,
      label: place,
      place,
      title: place,
      lines: [],
    });
    const boxes = () =>
      [...container.querySelectorAll<HTMLElement>('.stop-marker, .current-marker')].map((marker) =>
        marker.getBoundingClientRect(),
      );
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    try {
      map.setShipment(
        [
          stop('origin', 'Paperfield Mill Eerbeek (NL)', 52.1069, 6.0576),
          stop('roadStopover', 'Cross-dock Venlo (NL)', 51.3885, 6.1453),
          stop('delivery', 'Doetinchem', 51.9653, 6.2886),
        ],
        // Delivered: the current location is the delivery stop itself.
        { lat: 51.9653, lng: 6.2886, label: 'Here', title: 'Here', lines: [] },
      );
      const labels = await until(() => {
        const found = [...container.querySelectorAll<HTMLElement>('.stop-label')];
        return found.length === 3 && found;
      });
      expect(labels.map((label) => label.textContent)).to.have.members([
        'Paperfield Mill Eerbeek (NL)',
        'Cross-dock Venlo (NL)',
        'Doetinchem',
      ]);
      const zoomIn = container.querySelector<HTMLElement>('.leaflet-control-zoom-in') as HTMLElement;
      const zoomOut = container.querySelector<HTMLElement>('.leaflet-control-zoom-out') as HTMLElement;
      for (const button of [
        zoomOut,
        zoomOut,
        zoomOut,
        zoomOut,
        zoomIn,
        zoomIn,
        zoomIn,
        zoomIn,
        zoomIn,
        zoomIn,
      ]) {
        button.click();
        await new Promise((resolve) => setTimeout(resolve, 400));
        const drawn = boxes();
        expect(drawn).to.have.length(4);
        for (let a = 0; a < drawn.length; a++) {
          for (let b = a + 1; b < drawn.length; b++)
            expect(overlap(drawn[a]!, drawn[b]!), `markers ${a} and ${b}`).to.equal(false);
        }
        // The trip's ends are always named; a label that would cover another gives way.
        const shown = [...container.querySelectorAll<HTMLElement>('.stop-label:not(.stop-label--hidden)')];
        expect(shown.map((label) => label.textContent)).to.include.members([
          'Paperfield Mill Eerbeek (NL)',
          'Doetinchem',
        ]);
        const shownBoxes = shown.map((label) => label.getBoundingClientRect());
        for (let a = 0; a < shownBoxes.length; a++) {
          for (let b = a + 1; b < shownBoxes.length; b++)
            expect(overlap(shownBoxes[a]!, shownBoxes[b]!)).to.equal(false);
        }
      }
    } finally {
      map.destroy();
      container.remove();
    }
  });

  it('draws its zoom buttons, attribution and popup close button as text in its language, and they work', async () => {
    const element = mount(`lang="nl" load-number="${ROAD_LOAD}"`);
    await loaded(element);
    const root = shadowOf(element);
    const zoomIn = await until(() =>
      root.querySelector<HTMLElement>('[role="button"][aria-label="Inzoomen"]'),
    );
    const zoomOut = root.querySelector<HTMLElement>('[role="button"][aria-label="Uitzoomen"]') as HTMLElement;
    expect(zoomIn.textContent).to.equal('+');
    await until(
      () => root.querySelector('.leaflet-control-attribution')?.textContent === 'Landen: Natural Earth',
    );
    const pane = root.querySelector('.leaflet-map-pane') as HTMLElement;
    const zoomOf = () => root.querySelector<HTMLElement>('.leaflet-tile-container, .leaflet-zoom-animated');
    const before = zoomOf()?.style.transform;
    zoomIn.click();
    await until(() => zoomOf()?.style.transform !== before || pane.style.transform !== '');
    // Zoomed out to the limit, the button says so and does nothing more.
    for (let step = 0; step < 20 && zoomOut.getAttribute('aria-disabled') !== 'true'; step++) {
      zoomOut.click();
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(zoomOut.getAttribute('aria-disabled')).to.equal('true');
    expect(zoomOut.classList.contains('leaflet-disabled')).to.equal(true);

    (stopMarkers(element)[0] as HTMLElement).click();
    const close = await until(() =>
      root.querySelector<HTMLElement>('.leaflet-popup [role="button"][aria-label="Sluiten"]'),
    );
    close.click();
    await until(() => !root.querySelector('.leaflet-popup'));

    element.setAttribute('lang', 'en');
    await until(() => root.querySelector('[role="button"][aria-label="Zoom in"]'));
    await until(
      () => root.querySelector('.leaflet-control-attribution')?.textContent === 'Countries: Natural Earth',
    );
  });

  it('given a configured tile URL the page cannot reach, the tiles fail and the bundled basemap is still drawn', async () => {
    // `.invalid` never resolves (RFC 6761): every tile request fails like one to a blocked network.
    const tileUrl = 'http://tiles.invalid/{z}/{x}/{y}.png';
    for (const element of document.querySelectorAll('cp-tracking')) element.parentElement?.remove();
    resetPortalRuntimeForTests();
    getPortalRuntime({ tileUrl }).tokens.setTokens(tokens);
    try {
      const element = mount(`lang="en" load-number="${ROAD_LOAD}"`);
      await loaded(element);
      const tiles = await until(() => {
        const images = [...shadowOf(element).querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
        return images.length > 0 && images;
      });
      expect(tiles.every((image) => image.src.startsWith('http://tiles.invalid/'))).to.equal(true);
      // The tile server is credited by its host, before the basemap, as text.
      await until(
        () =>
          shadowOf(element).querySelector('.leaflet-control-attribution')?.textContent ===
          '© tiles.invalid | Countries: Natural Earth',
      );
      // A broken image is `complete` with no pixels: every tile request has failed.
      await until(() => tiles.every((image) => image.complete), 15_000);
      expect(tiles.map((image) => image.naturalWidth)).to.deep.equal(tiles.map(() => 0));
      expect(shadowOf(element).querySelector('img.leaflet-tile-loaded')).to.equal(null);

      const map = shadowOf(element).querySelector('.tracking-map') as HTMLElement;
      const box = map.getBoundingClientRect();
      const land = await until(() => {
        const paths = shadowOf(element).querySelectorAll<SVGPathElement>('path.basemap-land');
        return paths.length > 100 && [...paths];
      });
      const visible = land.filter((path) => {
        const rect = path.getBoundingClientRect();
        return (
          rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom
        );
      });
      expect(visible.length, 'countries drawn within the map').to.be.greaterThan(0);
      const paneZ = (node: Element) =>
        Number(getComputedStyle(node.closest('.leaflet-pane') as Element).zIndex);
      expect(paneZ(land[0] as SVGPathElement), 'the basemap lies beneath the tiles').to.be.lessThan(
        paneZ(tiles[0] as HTMLImageElement),
      );
      expect(getComputedStyle(visible[0] as SVGPathElement).fill).to.not.equal(
        getComputedStyle(map).backgroundColor,
      );
      const attribution = shadowOf(element).querySelector('.leaflet-control-attribution')?.textContent ?? '';
      expect(attribution).to.contain('tiles.invalid');
    } finally {
      for (const element of document.querySelectorAll('cp-tracking')) element.parentElement?.remove();
      resetPortalRuntimeForTests();
      getPortalRuntime().tokens.setTokens(tokens);
    }
  });

  it('given an unknown number, it says no shipment was found for it', async () => {
    const element = mount('lang="en" load-number="L0000-NOPE"');
    const alert = await until(() => shadowOf(element)?.querySelector('cp-sl-alert[variant="danger"]'));
    expect(alert.textContent).to.contain('No shipment found for L0000-NOPE');
    expect(shadowOf(element).querySelector('.tracking-map')).to.equal(null);
  });

  it('given nobody is logged in and no token, it emits cp-login-required and says so, without navigating', async () => {
    getPortalRuntime().tokens.clear();
    const events: CustomEvent<{ reason: string }>[] = [];
    const listener = (event: CustomEvent<{ reason: string }>) => events.push(event);
    document.addEventListener('cp-login-required', listener);
    const before = location.href;
    const element = mount(`lang="en" load-number="${ROAD_LOAD}"`);
    try {
      const alert = await until(() => shadowOf(element)?.querySelector('cp-sl-alert[variant="warning"]'));
      expect(alert.textContent).to.contain('Please log in');
      await until(() => events.length > 0);
    } finally {
      document.removeEventListener('cp-login-required', listener);
    }
    expect(events[0]?.detail.reason).to.equal('not-logged-in');
    expect(location.href).to.equal(before);
  });

  it('given an access-token, it loads with that bearer', async () => {
    getPortalRuntime().tokens.clear();
    const element = mount(`lang="en" load-number="${ROAD_LOAD}" access-token="${tokens.accessToken}"`);
    await loaded(element);
    expect(getPortalRuntime().tokens.getAccessToken()).to.equal(tokens.accessToken);
  });

  it('given a login-token, it logs in with it first (LoginWithTokenUser), then loads', async () => {
    getPortalRuntime().tokens.clear();
    const element = mount(`lang="en" load-number="${ROAD_LOAD}" login-token="demo-login-token"`);
    await loaded(element);
    expect(getPortalRuntime().tokens.isLoggedInWithToken()).to.equal(true);
  });

  it('given a refused login-token, it says the link is invalid and emits cp-login-required', async () => {
    getPortalRuntime().tokens.clear();
    const events: CustomEvent<{ reason: string }>[] = [];
    const listener = (event: CustomEvent<{ reason: string }>) => events.push(event);
    document.addEventListener('cp-login-required', listener);
    const element = mount(`lang="en" load-number="${ROAD_LOAD}" login-token="no-such-token-123"`);
    try {
      const alert = await until(() => shadowOf(element)?.querySelector('cp-sl-alert[variant="danger"]'));
      expect(alert.textContent).to.contain('invalid or has expired');
      await until(() => events.length > 0);
    } finally {
      document.removeEventListener('cp-login-required', listener);
    }
    expect(events[0]?.detail.reason).to.equal('login-token-invalid');
  });

  it('speaks Dutch with lang="nl" and English with lang="en"', async () => {
    const dutch = mount(`lang="nl" load-number="${ROAD_LOAD}"`);
    const english = mount(`lang="en" load-number="${ROAD_LOAD}"`);
    await loaded(dutch);
    await loaded(english);
    const legendTitle = (element: HTMLElement) =>
      shadowOf(element).querySelector('[part="legend"] h3')?.textContent;
    expect(legendTitle(dutch)).to.equal('Legenda');
    expect(legendTitle(english)).to.equal('Legend');
    expect(stopMarkers(dutch)[0]?.getAttribute('aria-label')).to.match(/^Vertrekpunt /);
    expect(buttonWithText(dutch, 'Geschiedenis laden')).to.not.equal(undefined);
    expect(shadowOf(dutch).querySelector('[part="disclaimer"]')?.textContent).to.contain(
      'geen rechten worden ontleend',
    );
  });

  it('given theme="dark", it wears the dark surface and dark basemap colours', async () => {
    const dark = mount(`lang="en" theme="dark" load-number="${ROAD_LOAD}"`);
    const light = mount(`lang="en" theme="light" load-number="${ROAD_LOAD}"`);
    await loaded(dark);
    await loaded(light);
    const background = (element: HTMLElement, selector: string) =>
      getComputedStyle(shadowOf(element).querySelector(selector) as HTMLElement).backgroundColor;
    expect(background(dark, '.tracking')).to.equal('rgb(55, 55, 55)');
    expect(background(light, '.tracking')).to.equal('rgb(255, 255, 255)');
    expect(background(dark, '.tracking-map')).to.not.equal(background(light, '.tracking-map'));
  });

  it('has no serious or critical accessibility violations, light and dark, history open', async () => {
    const light = mount(`lang="en" load-number="${ROAD_LOAD}"`);
    const dark = mount(`lang="en" theme="dark" carrier="hellmann" container-number="${OCEAN_CONTAINER}"`);
    await loaded(light);
    await loaded(dark);
    (buttonWithText(light, 'Load history') as HTMLElement).click();
    (await until(() => buttonWithText(light, 'Continue'))).click();
    await until(() => shadowOf(light).querySelector('input[type="range"]'));
    const results = await axe.run(document.body, { resultTypes: ['violations'] });
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(
      serious.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).to.deep.equal([]);
  });
});
