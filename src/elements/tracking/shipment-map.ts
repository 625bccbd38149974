import * as L from 'leaflet';
import type { StopKind } from '../../core/api/contract/tracking.ts';
import { basemapZoomRange, countriesGeoJson, widestWorldZoom } from './basemap.ts';
import type { TimedPosition } from './history-timeline.ts';
import { allInside, FRAMING_OUTSIDE_COST, type FramePadding, paddingForBoxes } from './label-placement.ts';
import { AttributionControl, type MapControlTexts, withCloseButton, ZoomControl } from './map-controls.ts';
import { spreadMarkers } from './marker-spread.ts';
import { type RoutePoint, splitRoute } from './route-split.ts';
import { arrangeLabels, LABEL_PRIORITY, shownLabelBoxes, stopLabelElement } from './stop-labels.ts';
import { stopShapeElement } from './stop-shapes.ts';

/** A point on the map with what a user reads about it: marker label and popup lines (text only). */
export interface MapStop {
  kind: StopKind;
  visited: boolean;
  lat: number;
  lng: number;
  /** Accessible name of the marker, e.g. "Discharge port Rotterdam, visited 12-11 14:00". */
  label: string;
  /** The place name written beside the marker on the map, e.g. "Port of Rotterdam (Maasvlakte)". */
  place: string;
  /** Popup heading and lines; rendered with textContent, never as HTML. */
  title: string;
  lines: readonly string[];
}

export interface MapCurrentLocation {
  lat: number;
  lng: number;
  label: string;
  title: string;
  lines: readonly string[];
}

export interface ShipmentMapOptions {
  /**
   * Tile URL template drawn over the bundled country basemap; null draws only the basemap (no
   * request to any tile server).
   */
  tileUrl: string | null;
  /** Credit of the tile server, as its licence asks; null credits the tile server's host name. */
  tileAttribution?: string | null;
  /** Accessible name of the map region. */
  mapLabel: string;
  /** Attribution of the bundled basemap. */
  basemapAttribution: string;
  /** The texts of the zoom buttons and the popups' close button. */
  controls: MapControlTexts;
}

/** The texts of a map that follow the element's language. */
export type ShipmentMapTexts = Pick<ShipmentMapOptions, 'mapLabel' | 'basemapAttribution' | 'controls'>;

/** Room around the trip in its first view, before its names ask for more. */
const FIT_PADDING = 32;
/** Room left between a name and the map's edge in the first view. */
const FIT_MARGIN = 6;
/** Fits tried to bring every name inside: each moves the ends inward by what still stuck out. */
const FIT_ROUNDS = 4;
/** Leaflet's tile pane has z-index 200: the basemap pane lies just beneath it. */
const BASEMAP_PANE = 'cp-basemap';
/** The stops' names lie beneath the markers (pane 600): a name never hides a marker. */
const LABEL_PANE = 'cp-labels';
const MARKER_SIZE = 26;
/** Markers closer than this (in pixels, centre to centre) are drawn apart, so none hides another. */
const MARKER_GAP = MARKER_SIZE + 6;
/** A popup body built from text nodes only: data from the server never becomes markup. */
export function popupContent(title: string, lines: readonly string[]): HTMLElement {
  const body = document.createElement('div');
  body.className = 'map-popup';
  const heading = document.createElement('strong');
  heading.textContent = title;
  body.append(heading);
  for (const line of lines) {
    const paragraph = document.createElement('div');
    paragraph.textContent = line;
    body.append(paragraph);
  }
  return body;
}

function stopIcon(stop: MapStop): L.DivIcon {
  const holder = document.createElement('div');
  holder.className = 'stop-marker__shape';
  holder.append(stopShapeElement(stop.kind, stop.visited, MARKER_SIZE));
  return L.divIcon({
    html: holder,
    className: `stop-marker stop-marker--${stop.kind}`,
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
    popupAnchor: [0, -MARKER_SIZE / 2],
  });
}

/** Empty spans of the given classes: a divIcon given DOM nodes, not an HTML string, never parses HTML. */
function spans(...classNames: string[]): HTMLElement {
  const holder = document.createElement('span');
  for (const className of classNames) {
    const span = document.createElement('span');
    span.className = className;
    holder.append(span);
  }
  return holder;
}

const currentIcon = () =>
  L.divIcon({
    html: spans('current-marker__pulse', 'current-marker__dot'),
    className: 'current-marker',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    popupAnchor: [0, -11],
  });

const playheadIcon = () =>
  L.divIcon({
    html: spans('playhead-marker__dot'),
    className: 'playhead-marker',
    iconSize: [18, 18],
    iconAnchor: [9, 9],
  });

/**
 * The Leaflet map of one shipment inside a shadow root: basemap, stop markers, route, current
 * location, the history track and its playhead. Framework-free; `<TrackingMap>` drives it.
 * A ResizeObserver calls `invalidateSize()` (and fits the bounds the first time the container has
 * a size), so a map created while hidden or collapsed draws correctly once shown.
 */
export class ShipmentMap {
  readonly #map: L.Map;
  readonly #container: HTMLElement;
  readonly #resizeObserver: ResizeObserver;
  readonly #shipmentLayer = L.featureGroup();
  readonly #historyLayer = L.layerGroup();
  /** Thin lines from a marker drawn apart to its true place, with a dot there. */
  readonly #leaderLayer = L.layerGroup();
  #markers: L.Marker[] = [];
  /** Every marker of the shipment with its true position; drawn spread apart where they crowd. */
  #placed: { marker: L.Marker; at: L.LatLng; priority: number }[] = [];
  #playhead: L.Marker | null = null;
  #bounds: L.LatLngBounds | null = null;
  /** The route as drawn, visited part then planned part: the names keep off it. */
  #routeLine: L.LatLng[] = [];
  #fittedWithSize = false;
  /** Whether the user zoomed or moved the map: from then on a new size keeps their view. */
  #userMoved = false;
  /** While the first view is fitted, a name steps past the edge rather than onto a marker: the view makes room. */
  #framing = false;
  #highlighted = -1;
  #destroyed = false;
  #basemapAttribution: string;
  #basemap: L.GeoJSON | null = null;
  readonly #tileAttribution: string;
  readonly #attribution = new AttributionControl();
  readonly #zoom: ZoomControl;
  readonly #zoomRange: { minZoom: number; maxZoom: number };
  #controlTexts: MapControlTexts;

  constructor(container: HTMLElement, options: ShipmentMapOptions) {
    this.#container = container;
    this.#basemapAttribution = options.basemapAttribution;
    this.#tileAttribution = options.tileUrl
      ? (options.tileAttribution ?? tileAttribution(options.tileUrl))
      : '';
    this.#controlTexts = options.controls;
    // Leaflet's zoom and attribution controls write HTML; ours (map-controls.ts) write text.
    // Only the zoom steps the basemap can fill are offered (basemap.ts).
    this.#zoomRange = basemapZoomRange(options.tileUrl);
    this.#map = L.map(container, {
      keyboard: true,
      worldCopyJump: false,
      zoomSnap: 0.25,
      ...this.#zoomRange,
      zoomControl: false,
      attributionControl: false,
    });
    this.#zoom = new ZoomControl(options.controls).addTo(this.#map);
    this.#attribution.addTo(this.#map);
    this.#showAttribution();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', options.mapLabel);
    // The bundled countries are always drawn, in a pane beneath the tiles: tiles that load cover
    // them, and a page without access to the tile server still has a map.
    const labelPane = this.#map.createPane(LABEL_PANE);
    labelPane.style.zIndex = '550';
    labelPane.style.pointerEvents = 'none';
    const basemapPane = this.#map.createPane(BASEMAP_PANE);
    basemapPane.style.zIndex = '150';
    basemapPane.style.pointerEvents = 'none';
    if (options.tileUrl) {
      L.tileLayer(options.tileUrl).addTo(this.#map);
    }
    void countriesGeoJson().then((countries) => {
      if (this.#destroyed) return;
      this.#basemap = L.geoJSON(countries, {
        pane: BASEMAP_PANE,
        interactive: false,
        style: () => ({ className: 'basemap-land', weight: 0.6 }),
      }).addTo(this.#map);
      // The current text: the language may have changed while the countries loaded.
      this.#showAttribution();
    });
    this.#historyLayer.addTo(this.#map);
    this.#shipmentLayer.addTo(this.#map);
    this.#leaderLayer.addTo(this.#map);
    this.#map.setView([50, 10], 3);
    // Markers are spread for the zoom; labels flip at the map's edges, which panning moves.
    this.#map.on('zoomend moveend', () => this.#spread());
    for (const type of ['pointerdown', 'wheel', 'keydown'] as const)
      container.addEventListener(type, () => (this.#userMoved = true), { passive: true });
    this.#resizeObserver = new ResizeObserver(() => this.#onResize());
    this.#resizeObserver.observe(container);
  }

  /**
   * Draws the stops, the route (visited part solid, planned part dashed) and the current location.
   * Given the planned path of the trip, the route follows it (split where the shipment is now);
   * without it, straight lines join the stops. `keepView`: the same shipment drawn again (it moved,
   * docs/alerts.md#live-updates): a view the user zoomed or moved stays as they left it.
   */
  setShipment(
    stops: readonly MapStop[],
    current: MapCurrentLocation,
    route?: readonly RoutePoint[],
    keepView = false,
  ): void {
    this.#shipmentLayer.clearLayers();
    const here = L.latLng(current.lat, current.lng);
    const toLatLng = (point: RoutePoint) => L.latLng(point.lat, point.lng);
    let visited: L.LatLng[];
    let planned: L.LatLng[];
    if (route && route.length > 1) {
      const split = splitRoute(route, current);
      visited = split.visited.map(toLatLng);
      planned = split.planned.map(toLatLng);
    } else {
      visited = [...stops.filter((stop) => stop.visited).map(toLatLng), here];
      planned = [here, ...stops.filter((stop) => !stop.visited).map(toLatLng)];
    }
    L.polyline(visited, {
      className: 'route route--visited',
      weight: 4,
      interactive: false,
    }).addTo(this.#shipmentLayer);
    if (stops.some((stop) => !stop.visited)) {
      L.polyline(planned, {
        className: 'route route--planned',
        weight: 3,
        dashArray: '8 8',
        interactive: false,
      }).addTo(this.#shipmentLayer);
    }
    this.#markers = stops.map((stop) =>
      L.marker([stop.lat, stop.lng], {
        icon: stopIcon(stop),
        keyboard: true,
        title: stop.label,
        alt: stop.label,
        riseOnHover: true,
      })
        .bindPopup(this.#popup(popupContent(stop.title, stop.lines)), { closeButton: false })
        .bindTooltip(stopLabelElement(stop.place), {
          permanent: true,
          direction: 'right',
          offset: [MARKER_SIZE / 2, 0],
          className: 'stop-label',
          pane: LABEL_PANE,
          interactive: false,
        })
        .addTo(this.#shipmentLayer),
    );
    const currentMarker = L.marker(here, {
      icon: currentIcon(),
      keyboard: true,
      title: current.label,
      alt: current.label,
      zIndexOffset: 1000,
    })
      .bindPopup(this.#popup(popupContent(current.title, current.lines)), { closeButton: false })
      .addTo(this.#shipmentLayer);
    for (const [marker, label] of [
      ...this.#markers.map((marker, index) => [marker, stops[index]?.label ?? ''] as const),
      [currentMarker, current.label] as const,
    ]) {
      // Leaflet gives a divIcon a title but no alt; aria-label makes the name explicit for screen readers.
      marker.getElement()?.setAttribute('aria-label', label);
    }
    this.#placed = [
      ...this.#markers.map((marker, index) => ({
        marker,
        at: marker.getLatLng(),
        priority: LABEL_PRIORITY[stops[index]!.kind],
      })),
      { marker: currentMarker, at: here, priority: -1 },
    ];
    // Markers were recreated (new data or language): keep the history's highlighted stop.
    this.highlightStop(this.#highlighted);
    this.#routeLine = [...visited, ...(stops.some((stop) => !stop.visited) ? planned : [])];
    this.#bounds = L.latLngBounds([...stops.map(toLatLng), here, ...(route ?? []).map(toLatLng)]);
    if (keepView && this.#userMoved) {
      this.#spread();
      return;
    }
    this.#fittedWithSize = false;
    this.#userMoved = false;
    this.#fit();
    this.#spread();
  }

  /** Draws the recorded positions as a track; null removes it and the playhead. */
  setHistory(positions: readonly TimedPosition[] | null): void {
    this.#historyLayer.clearLayers();
    this.#playhead = null;
    if (!positions || positions.length === 0) return;
    L.polyline(
      positions.map((position) => L.latLng(position.lat, position.lng)),
      { className: 'history-track', weight: 3, interactive: false },
    ).addTo(this.#historyLayer);
  }

  /** Moves the history playhead; null hides it. */
  setPlayhead(position: { lat: number; lng: number } | null): void {
    if (!position) {
      this.#playhead?.remove();
      this.#playhead = null;
      return;
    }
    if (!this.#playhead) {
      this.#playhead = L.marker([position.lat, position.lng], {
        icon: playheadIcon(),
        interactive: false,
        keyboard: false,
        zIndexOffset: 2000,
      }).addTo(this.#historyLayer);
      this.#playhead.getElement()?.setAttribute('aria-hidden', 'true');
    } else {
      this.#playhead.setLatLng([position.lat, position.lng]);
    }
  }

  /** Marks the stop at `index` as the one the history has reached (-1: none). */
  highlightStop(index: number): void {
    this.#highlighted = index;
    this.#markers.forEach((marker, markerIndex) => {
      marker.getElement()?.classList.toggle('stop-marker--reached', markerIndex === index);
    });
  }

  /**
   * Changes the map's texts (a new language) on the living map: re-creating the map for them would
   * leave the other effects of the same render drawing on the removed one.
   */
  setTexts({ mapLabel, basemapAttribution, controls }: ShipmentMapTexts): void {
    if (this.#destroyed) return;
    this.#container.setAttribute('aria-label', mapLabel);
    this.#zoom.setTexts(controls);
    this.#controlTexts = controls;
    this.#basemapAttribution = basemapAttribution;
    this.#showAttribution();
  }

  /** Stops observing and removes the Leaflet map. */
  destroy(): void {
    this.#destroyed = true;
    this.#resizeObserver.disconnect();
    this.#map.remove();
  }

  /**
   * Draws markers that would cover each other a little apart (at this zoom), with a thin line to
   * their true place, then lays out their names (`arrangeLabels`).
   */
  #spread(): void {
    if (this.#placed.length === 0) return;
    const truePoints = this.#placed.map(({ at }) => this.#map.latLngToLayerPoint(at));
    const drawn = spreadMarkers(truePoints, MARKER_GAP);
    const frame = this.#hasSize() ? this.#container.getBoundingClientRect() : null;
    this.#leaderLayer.clearLayers();
    this.#placed.forEach(({ marker, at }, index) => {
      const point = drawn[index]!;
      const moved = Math.hypot(point.x - truePoints[index]!.x, point.y - truePoints[index]!.y) > 0.5;
      const shownAt = this.#map.layerPointToLatLng(L.point(point.x, point.y));
      marker.setLatLng(shownAt);
      // Drawn beside its true place, which the route passes through: a thin line leads there.
      marker.getElement()?.classList.toggle('marker--spread', moved);
      if (moved) {
        const leader = `marker-leader marker-leader--${index}`;
        L.polyline([at, shownAt], { className: leader, weight: 1.5, interactive: false }).addTo(
          this.#leaderLayer,
        );
        L.circleMarker(at, { className: 'marker-anchor', radius: 3, weight: 0, interactive: false }).addTo(
          this.#leaderLayer,
        );
      }
    });
    const origin = frame ?? { left: 0, top: 0 };
    arrangeLabels(
      this.#placed,
      drawn.map((point, index) => point.x < truePoints[index]!.x - 0.5),
      {
        frame,
        ...(this.#framing ? { outsideCost: FRAMING_OUTSIDE_COST } : {}),
        controls: [this.#zoom.getContainer()?.getBoundingClientRect()].filter((box) => box !== undefined),
        route: this.#routeLine.map((at) => {
          const point = this.#map.latLngToContainerPoint(at);
          return { x: origin.left + point.x, y: origin.top + point.y };
        }),
      },
      MARKER_SIZE,
    );
  }

  /** Credits the tile server (if any) and, once drawn, the bundled basemap. */
  #showAttribution(): void {
    this.#attribution.setSources([this.#tileAttribution, this.#basemap ? this.#basemapAttribution : '']);
  }

  /** A popup body with a close button in the map's language. */
  #popup(content: HTMLElement): HTMLElement {
    return withCloseButton(content, this.#controlTexts.closePopup, () => this.#map.closePopup());
  }

  #hasSize(): boolean {
    return this.#container.clientWidth > 0 && this.#container.clientHeight > 0;
  }

  /**
   * The first view: the whole trip, and every name shown beside it inside the map. A name takes a
   * free place inside the map if it has one, else the place that covers no marker and least route
   * even past the edge; a name past the edge asks for that much more padding on its side, and the
   * view is fitted again (each fit lays the names out anew, see `#spread`), until all are inside,
   * there is no more room to give or the rounds are used up. Then they are laid out once more
   * with the edge at its full cost.
   */
  #fit(): void {
    if (!this.#bounds || !this.#hasSize()) return;
    this.#framing = true;
    let padding: FramePadding = {
      left: FIT_PADDING,
      top: FIT_PADDING,
      right: FIT_PADDING,
      bottom: FIT_PADDING,
    };
    for (let round = 0; round < FIT_ROUNDS; round++) {
      this.#map.fitBounds(this.#bounds, {
        paddingTopLeft: [padding.left, padding.top],
        paddingBottomRight: [padding.right, padding.bottom],
        maxZoom: this.#map.getMaxZoom(),
        animate: false,
      });
      this.#spread();
      const frame = this.#container.getBoundingClientRect();
      const boxes = [
        ...shownLabelBoxes(this.#markers),
        ...this.#placed.flatMap(({ marker }) => marker.getElement()?.getBoundingClientRect() ?? []),
      ];
      const inner = {
        left: frame.left + FIT_MARGIN,
        top: frame.top + FIT_MARGIN,
        right: frame.right - FIT_MARGIN,
        bottom: frame.bottom - FIT_MARGIN,
      };
      if (allInside(inner, boxes)) break;
      const more = paddingForBoxes(frame, boxes, padding, FIT_MARGIN);
      // No more room to give (a narrow map): the names find places inside the map below.
      if (JSON.stringify(more) === JSON.stringify(padding)) break;
      padding = more;
    }
    this.#framing = false;
    this.#spread();
    this.#fittedWithSize = true;
  }

  #onResize(): void {
    if (!this.#hasSize()) return;
    this.#map.invalidateSize({ animate: false });
    // The world is never narrower than the map: zoomed out further, the map would show nothing beside it.
    this.#map.setMinZoom(Math.max(this.#zoomRange.minZoom, widestWorldZoom(this.#container.clientWidth)));
    // Until the user moves it, the map keeps framing the trip: a page that settles its layout
    // after the first fit (a scrollbar, a font) would otherwise cut the names it framed.
    if (!this.#fittedWithSize || !this.#userMoved) this.#fit();
  }
}

/** The tile server's credit: its host name (none for a URL without one, such as data:). */
function tileAttribution(tileUrl: string): string {
  try {
    const { host } = new URL(tileUrl.replaceAll(/[{}]/g, ''), location.href);
    return host ? `© ${host}` : '';
  } catch {
    return '';
  }
}
