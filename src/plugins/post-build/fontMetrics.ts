/**
 * Advance widths from a TrueType font, enough to wrap a card's title before
 * it is drawn: the `head` table's units per em, `hhea`'s count of metrics,
 * `hmtx`'s advances and the `cmap` (format 4, Unicode BMP) from characters to
 * glyphs. Kerning is left out: lines are measured a little wide, never narrow.
 */

export interface FontMetrics {
  /** Width of `text` at `size` pixels. */
  measure(text: string, size: number): number;
}

function tables(font: Buffer): Map<string, {offset: number; length: number}> {
  const count = font.readUInt16BE(4);
  const out = new Map<string, {offset: number; length: number}>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    out.set(font.toString('latin1', at, at + 4), {offset: font.readUInt32BE(at + 8), length: font.readUInt32BE(at + 12)});
  }
  return out;
}

/** Character code to glyph index, from the first Unicode BMP subtable in format 4. */
function characterMap(font: Buffer, cmapOffset: number): (code: number) => number {
  const subtables = font.readUInt16BE(cmapOffset + 2);
  for (let i = 0; i < subtables; i++) {
    const at = cmapOffset + 4 + i * 8;
    const platform = font.readUInt16BE(at);
    const encoding = font.readUInt16BE(at + 2);
    const offset = cmapOffset + font.readUInt32BE(at + 4);
    if (font.readUInt16BE(offset) !== 4 || !((platform === 3 && encoding === 1) || platform === 0)) continue;
    const segments = font.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s++) {
        if (code > font.readUInt16BE(ends + s * 2)) continue;
        const start = font.readUInt16BE(starts + s * 2);
        if (code < start) return 0;
        const delta = font.readInt16BE(deltas + s * 2);
        const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('The font has no Unicode character map in format 4.');
}

export function fontMetrics(font: Buffer): FontMetrics {
  const t = tables(font);
  const head = t.get('head');
  const hhea = t.get('hhea');
  const hmtx = t.get('hmtx');
  const cmap = t.get('cmap');
  if (!head || !hhea || !hmtx || !cmap) throw new Error('Not a TrueType font with head, hhea, hmtx and cmap tables.');
  const unitsPerEm = font.readUInt16BE(head.offset + 18);
  const metricCount = font.readUInt16BE(hhea.offset + 34);
  const glyphOf = characterMap(font, cmap.offset);
  const advance = (glyph: number) => font.readUInt16BE(hmtx.offset + Math.min(glyph, metricCount - 1) * 4);
  const cache = new Map<string, number>();
  return {
    measure(text, size) {
      let units = 0;
      for (const ch of text) {
        let width = cache.get(ch);
        if (width === undefined) {
          width = advance(glyphOf(ch.codePointAt(0) ?? 0));
          cache.set(ch, width);
        }
        units += width;
      }
      return (units / unitsPerEm) * size;
    },
  };
}

/** `text` broken into lines no wider than `width` at `size`, breaking at spaces (a word longer than a line stands alone). */
export function wrapText(text: string, width: number, size: number, metrics: FontMetrics): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && metrics.measure(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
