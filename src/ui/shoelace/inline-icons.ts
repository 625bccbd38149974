// Shoelace's <sl-icon> fetches every icon URL and parses the SVG text it gets with innerHTML and
// DOMParser. For our icons (SVG text bundled in our code and in Shoelace's system library, handed
// to sl-icon as data: URLs) that costs the embedding page a `connect-src data:` it should not need,
// and a Trusted Types report per icon. So our copy of sl-icon reads a data: URL's SVG without a
// request and parses it through a Trusted Types policy of its own, `cp-icons`; any other URL still
// goes Shoelace's way. Patched on the class's prototype because the class is registered under its
// tag (and as other components' dependency) when its module loads, before a subclass could be.
import SlIcon from '@shoelace-style/shoelace/dist/components/icon/icon.component.js';

const SVG_DATA_URL = 'data:image/svg+xml,';
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** The name of our Trusted Types policy: README.md#content-security-policy lists it for pages that name theirs. */
const ICON_POLICY_NAME = 'cp-icons';

/** The part of the Trusted Types API we use; our DOM typings do not describe it. */
interface HtmlPolicy {
  createHTML(svg: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(svg: string): string }): HtmlPolicy;
}

let policy: HtmlPolicy | null | undefined;

/**
 * Our policy, created on first use; null where the browser has no Trusted Types, or the page's
 * `trusted-types` directive does not allow our policy's name (then a page enforcing Trusted Types
 * refuses the parse, and the icon stays empty, as Shoelace's own does on such a page).
 */
function iconPolicy(): HtmlPolicy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    try {
      // It passes SVG text through unchanged: the only caller hands it the SVG of a data: URL that
      // a registered icon library of ours or of Shoelace made from text bundled in the code.
      policy = factory?.createPolicy(ICON_POLICY_NAME, { createHTML: (svg) => svg }) ?? null;
    } catch {
      policy = null;
    }
  }
  return policy;
}

/**
 * The `<svg>` element of an SVG text, in this document; null if the text is not one SVG. Parsed as
 * HTML, as Shoelace does: its system icons have no `xmlns`, which the HTML parser does not need.
 */
export function parseSvg(text: string): SVGSVGElement | null {
  const markup = iconPolicy()?.createHTML(text) ?? text;
  let body: HTMLElement;
  try {
    body = new DOMParser().parseFromString(markup as string, 'text/html').body;
  } catch {
    return null;
  }
  const svg = body.firstElementChild;
  if (body.childElementCount !== 1 || svg?.namespaceURI !== SVG_NAMESPACE || svg.localName !== 'svg')
    return null;
  return document.importNode(svg, true) as unknown as SVGSVGElement;
}

type ResolveIcon = (url: string, library?: unknown) => Promise<unknown>;

const prototype = SlIcon.prototype as unknown as { resolveIcon: ResolveIcon };
const shoelaceResolveIcon = prototype.resolveIcon;

prototype.resolveIcon = async function resolveIcon(this: SlIcon, url, library) {
  if (!url.startsWith(SVG_DATA_URL)) return shoelaceResolveIcon.call(this, url, library);
  let text: string;
  try {
    text = decodeURIComponent(url.slice(SVG_DATA_URL.length));
  } catch {
    return shoelaceResolveIcon.call(this, url, library);
  }
  const svg = parseSvg(text);
  if (!svg) return shoelaceResolveIcon.call(this, url, library);
  svg.part.add('svg');
  return svg;
};
