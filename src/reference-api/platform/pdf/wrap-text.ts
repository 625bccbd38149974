/** The width of `text` as drawn (at the size and in the face the caller has in mind). */
export type MeasureText = (text: string) => number;

// A line may break after a space, and before or after any CJK character (they have no spaces);
// never at a no-break space, which Intl puts between a figure and its unit ("11.210 kg").
const TOKENS =
  /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^ \t\n\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+[ \t\n]*|[ \t\n]+/g;

/** A grammage stays with its figure, as a weight does: "300 g/m²" is one word. */
const withUnitsKept = (text: string) => text.replace(/(\d) (?=g\/m²)/g, '$1\u00a0');

/** Breaks a token wider than `width` between characters (a long identifier, a run of digits). */
function breakToken(token: string, width: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of token) {
    if (piece && measure(piece + char) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** `text` in lines no wider than `width`: greedy, at spaces and CJK characters, inside a word only when it must. */
export function wrapText(text: string, width: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of withUnitsKept(text).match(TOKENS) ?? []) {
    if (measure((line + token).trimEnd()) <= width) {
      line += token;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    if (!token.trim()) continue;
    const pieces = measure(token.trimEnd()) <= width ? [token] : breakToken(token.trimEnd(), width, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.length > 0 ? lines : [''];
}

/** The width of the widest piece `text` cannot be broken into without breaking a word. */
export function longestWord(text: string, measure: MeasureText): number {
  return Math.max(0, ...(withUnitsKept(text).match(TOKENS) ?? []).map((token) => measure(token.trimEnd())));
}
