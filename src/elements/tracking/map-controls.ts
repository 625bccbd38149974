import * as L from 'leaflet';

// The map's zoom buttons, attribution and popup close button, built with DOM calls and textContent.
// Leaflet's own write their markup through innerHTML, a Trusted Types sink that a page reporting
// `require-trusted-types-for 'script'` hears about on every map, language change and popup; and
// they would speak English only. They keep Leaflet's class names, so Leaflet's and our styles apply.

/** The control texts, in the element's language. */
export interface MapControlTexts {
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
}

const DISABLED = 'leaflet-disabled';

/** A Leaflet-style bar button: a link with the button role, as Leaflet's own controls have. */
function barButton(
  parent: HTMLElement,
  className: string,
  text: string,
  onPress: (event: MouseEvent) => void,
) {
  const link = L.DomUtil.create('a', className, parent) as HTMLAnchorElement;
  link.href = '#';
  link.setAttribute('role', 'button');
  const glyph = document.createElement('span');
  glyph.setAttribute('aria-hidden', 'true');
  glyph.textContent = text;
  link.append(glyph);
  L.DomEvent.disableClickPropagation(link);
  L.DomEvent.on(link, 'click', (event) => {
    L.DomEvent.stop(event);
    onPress(event as MouseEvent);
  });
  return link;
}

/** Zoom in and out buttons, disabled at the map's zoom limits; Shift zooms three steps. */
export class ZoomControl extends L.Control {
  #map: L.Map | null = null;
  #zoomIn: HTMLAnchorElement | null = null;
  #zoomOut: HTMLAnchorElement | null = null;
  #texts: Pick<MapControlTexts, 'zoomIn' | 'zoomOut'>;

  constructor(texts: Pick<MapControlTexts, 'zoomIn' | 'zoomOut'>) {
    super({ position: 'topleft' });
    this.#texts = texts;
  }

  override onAdd(map: L.Map): HTMLElement {
    this.#map = map;
    const bar = L.DomUtil.create('div', 'leaflet-control-zoom leaflet-bar');
    const step = (event: MouseEvent) => (map.options.zoomDelta ?? 1) * (event.shiftKey ? 3 : 1);
    this.#zoomIn = barButton(bar, 'leaflet-control-zoom-in', '+', (event) => {
      if (map.getZoom() < map.getMaxZoom()) map.zoomIn(step(event));
    });
    this.#zoomOut = barButton(bar, 'leaflet-control-zoom-out', '\u2212', (event) => {
      if (map.getZoom() > map.getMinZoom()) map.zoomOut(step(event));
    });
    this.setTexts(this.#texts);
    map.on('zoomend zoomlevelschange', this.#updateDisabled, this);
    this.#updateDisabled();
    return bar;
  }

  override onRemove(map: L.Map): void {
    map.off('zoomend zoomlevelschange', this.#updateDisabled, this);
    this.#map = null;
  }

  setTexts(texts: Pick<MapControlTexts, 'zoomIn' | 'zoomOut'>): void {
    this.#texts = texts;
    for (const [button, label] of [
      [this.#zoomIn, texts.zoomIn],
      [this.#zoomOut, texts.zoomOut],
    ] as const) {
      button?.setAttribute('title', label);
      button?.setAttribute('aria-label', label);
    }
  }

  #updateDisabled(): void {
    const map = this.#map;
    if (!map || !this.#zoomIn || !this.#zoomOut) return;
    for (const [button, atLimit] of [
      [this.#zoomIn, map.getZoom() >= map.getMaxZoom()],
      [this.#zoomOut, map.getZoom() <= map.getMinZoom()],
    ] as const) {
      button.classList.toggle(DISABLED, atLimit);
      button.setAttribute('aria-disabled', String(atLimit));
    }
  }
}

/** The attribution line, as plain text: the sources joined by a bar; hidden while there is none. */
export class AttributionControl extends L.Control {
  #element: HTMLElement | null = null;
  #sources: readonly string[] = [];

  constructor() {
    super({ position: 'bottomright' });
  }

  override onAdd(): HTMLElement {
    this.#element = L.DomUtil.create('div', 'leaflet-control-attribution');
    L.DomEvent.disableClickPropagation(this.#element);
    this.#render();
    return this.#element;
  }

  /** The sources to credit, in order; empty ones are left out. */
  setSources(sources: readonly string[]): void {
    this.#sources = sources.filter((source) => source.trim() !== '');
    this.#render();
  }

  #render(): void {
    if (!this.#element) return;
    this.#element.textContent = this.#sources.join(' | ');
    this.#element.hidden = this.#sources.length === 0;
  }
}

/**
 * A popup's content with its close button in front (Leaflet's own is turned off with
 * `closeButton: false`): a link with the button role and Leaflet's class, so it sits where
 * Leaflet's would, with a label in the element's language.
 */
export function withCloseButton(content: HTMLElement, label: string, close: () => void): HTMLElement {
  const frame = document.createElement('div');
  const button = barButton(frame, 'leaflet-popup-close-button', '\u00d7', close);
  button.setAttribute('aria-label', label);
  button.setAttribute('title', label);
  frame.append(content);
  return frame;
}
