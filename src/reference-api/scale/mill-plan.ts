/**
 * How big a generated mill is (docs/scale.md): the presets of `npm run generate -- --scale …` and the
 * split of its order positions over clients, skewed as a real order book is (a few large converters,
 * a long tail of small ones), fixed by the sizes alone so every run plans the same data.
 */

/** The sizes of one generated mill. */
export interface MillSize {
  positions: number;
  deliveries: number;
  invoices: number;
  clients: number;
}

/** `mill` on PostgreSQL; `mill-pglite` the embedded database's fifth of it, in the same proportions. */
export const millPresets: Record<string, MillSize> = {
  mill: { positions: 5_000_000, deliveries: 2_000_000, invoices: 1_000_000, clients: 500 },
  'mill-pglite': { positions: 1_000_000, deliveries: 400_000, invoices: 200_000, clients: 500 },
};

/** The largest client's share of the positions: 250,000 of 5 million. */
const LARGEST_SHARE = 0.05;

/** A preset with its positions set to `positions` and the rest scaled alike (clients only given `clients`). */
export function scaledSize(preset: MillSize, positions?: number, clients?: number): MillSize {
  if (positions === undefined && clients === undefined) return preset;
  const n = positions ?? preset.positions;
  const ratio = n / preset.positions;
  return {
    positions: n,
    deliveries: Math.round(preset.deliveries * ratio),
    invoices: Math.round(preset.invoices * ratio),
    clients: clients ?? preset.clients,
  };
}

/**
 * Positions per client, the largest first: a Zipf-like fall-off (weight rank^-s) with s chosen so the
 * largest has 5 % (or, with few clients, 1.5 of an even share), rounded so they add up exactly.
 */
export function clientPositions(positions: number, clients: number): number[] {
  const target = Math.min(0.9, Math.max(LARGEST_SHARE, 1.5 / clients));
  const shareOfFirst = (s: number) => {
    let sum = 0;
    for (let rank = 1; rank <= clients; rank++) sum += rank ** -s;
    return 1 / sum;
  };
  let low = 0;
  let high = 4;
  for (let i = 0; i < 60; i++) {
    const s = (low + high) / 2;
    if (shareOfFirst(s) < target) low = s;
    else high = s;
  }
  const weights = Array.from({ length: clients }, (_, i) => (i + 1) ** -low);
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((positions * w) / total));
  // Largest remainders first, so the counts add up to `positions` and stay in order.
  let left = positions - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % clients, left--) counts[i]!++;
  return counts;
}

/** The share of a client's items that `chosen(i)` picks: exactly round(n × share) over any prefix. */
export const everyNth = (share: number) => (index: number) =>
  Math.floor((index + 1) * share) > Math.floor(index * share);
