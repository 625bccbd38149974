import { useCallback } from 'react';
import { parseSvg } from '../../ui/shoelace/inline-icons.ts';
import barChart from '../assets/icons/bar-chart.svg?raw';
import bell from '../assets/icons/bell.svg?raw';
import boxArrowRight from '../assets/icons/box-arrow-right.svg?raw';
import boxArrowUpRight from '../assets/icons/box-arrow-up-right.svg?raw';
import boxSeam from '../assets/icons/box-seam.svg?raw';
import boxes from '../assets/icons/boxes.svg?raw';
import briefcase from '../assets/icons/briefcase.svg?raw';
import buildings from '../assets/icons/buildings.svg?raw';
import chatSquareText from '../assets/icons/chat-square-text.svg?raw';
import envelope from '../assets/icons/envelope.svg?raw';
import envelopePaper from '../assets/icons/envelope-paper.svg?raw';
import fileEarmarkText from '../assets/icons/file-earmark-text.svg?raw';
import gear from '../assets/icons/gear.svg?raw';
import geoAlt from '../assets/icons/geo-alt.svg?raw';
import house from '../assets/icons/house.svg?raw';
import key from '../assets/icons/key.svg?raw';
import list from '../assets/icons/list.svg?raw';
import moon from '../assets/icons/moon.svg?raw';
import patchCheck from '../assets/icons/patch-check.svg?raw';
import people from '../assets/icons/people.svg?raw';
import personBadge from '../assets/icons/person-badge.svg?raw';
import receipt from '../assets/icons/receipt.svg?raw';
import sun from '../assets/icons/sun.svg?raw';
import truck from '../assets/icons/truck.svg?raw';

// Only the icons the host shows: local copies of Bootstrap Icons (MIT) from Shoelace's assets, which
// its package does not export; never the 8.5 MB icon folder.
const ICONS: Readonly<Record<string, string>> = {
  'bar-chart': barChart,
  bell,
  'box-arrow-right': boxArrowRight,
  'box-arrow-up-right': boxArrowUpRight,
  'box-seam': boxSeam,
  boxes,
  envelope,
  'file-earmark-text': fileEarmarkText,
  gear,
  'geo-alt': geoAlt,
  house,
  list,
  moon,
  'patch-check': patchCheck,
  receipt,
  sun,
  truck,
  briefcase,
  buildings,
  'person-badge': personBadge,
  people,
  'chat-square-text': chatSquareText,
  'envelope-paper': envelopePaper,
  key,
};

/** Each icon's SVG element, parsed once (then cloned per use). */
const parsed = new Map<string, SVGSVGElement | null>();

/**
 * A decorative icon from the host's bundled set; the text beside it (or an aria-label) names the action.
 * The SVG goes in as an element parsed through our Trusted Types policy (`cp-icons`, parseSvg), not as
 * innerHTML: the portal's pages enforce Trusted Types, where a string in innerHTML throws.
 */
export function Icon({ name }: { name: string }) {
  const svg = ICONS[name];
  const fill = useCallback(
    (span: HTMLSpanElement | null) => {
      if (!span || !svg) return;
      if (!parsed.has(name)) parsed.set(name, parseSvg(svg));
      const element = parsed.get(name);
      span.replaceChildren(...(element ? [element.cloneNode(true)] : []));
    },
    [name, svg],
  );
  if (!svg) return null;
  return <span className="icon" aria-hidden="true" ref={fill} />;
}
