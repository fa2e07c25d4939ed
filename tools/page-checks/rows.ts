/**
 * A designer's rules for a page as drawn, measured from what the browser
 * reports (boxes, computed styles, words): the items of one row share its
 * vertical center, one kind of control has one style, and a line of running
 * text stays short enough to read. Each function returns what is wrong, one
 * sentence per fault naming the item, empty when nothing is.
 */

/** A vertical extent, in CSS pixels from the top of the viewport. */
export interface Span {
  top: number;
  bottom: number;
}

export interface NamedSpan extends Span {
  name: string;
}

/** How far apart two centers may be and still count as one row: a pixel, for rounding. */
export const CENTER_TOLERANCE = 1;

const center = ({top, bottom}: Span) => (top + bottom) / 2;
const px = (n: number) => n.toFixed(1);

/**
 * Each item whose vertical center is more than `tolerance` px from the row's,
 * with its offset: `"About" is centered at y 24.0, 8.0 px above the bar's center (y 32.0)`.
 */
export function centerFaults(row: NamedSpan, items: readonly NamedSpan[], tolerance = CENTER_TOLERANCE): string[] {
  const middle = center(row);
  return items.flatMap((item) => {
    const offset = center(item) - middle;
    if (Math.abs(offset) <= tolerance) return [];
    const side = offset < 0 ? 'above' : 'below';
    return [
      `"${item.name}" is centered at y ${px(center(item))}, ${px(Math.abs(offset))} px ${side} ${row.name}'s center (y ${px(middle)})`,
    ];
  });
}

export interface StyledItem {
  name: string;
  /** Computed values of the properties compared, by property name. */
  style: Readonly<Record<string, string>>;
}

/**
 * One kind of control in one style: for each property on which the items
 * differ, which items take which value, the most common value first:
 * `top-level items differ in color: rgb(30, 41, 59) ("Services", "Insights"), rgb(29, 78, 216) ("About")`.
 */
export function styleFaults(kind: string, items: readonly StyledItem[]): string[] {
  const properties = [...new Set(items.flatMap((item) => Object.keys(item.style)))];
  return properties.flatMap((property) => {
    const byValue = new Map<string, string[]>();
    for (const item of items) {
      const value = item.style[property] ?? '(none)';
      byValue.set(value, [...(byValue.get(value) ?? []), item.name]);
    }
    if (byValue.size < 2) return [];
    const groups = [...byValue].sort((a, b) => b[1].length - a[1].length);
    const listed = groups.map(([value, names]) => `${value} (${names.map((n) => `"${n}"`).join(', ')})`).join(', ');
    return [`${kind} differ in ${property}: ${listed}`];
  });
}

/** A word of running text as drawn: its text and its box's vertical extent. */
export interface PlacedWord extends Span {
  text: string;
}

/**
 * The lines a run of words is drawn on, in reading order: a word starts a new
 * line when its top is below the middle of the line so far (a word on the
 * same line shares its top, give or take a superscript or an inline icon).
 * Each line is its words joined by single spaces.
 */
export function linesOf(words: readonly PlacedWord[]): string[] {
  const lines: {words: string[]; span: Span}[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && word.top < center(last.span)) {
      last.words.push(word.text);
      last.span = {top: Math.min(last.span.top, word.top), bottom: Math.max(last.span.bottom, word.bottom)};
    } else {
      lines.push({words: [word.text], span: {top: word.top, bottom: word.bottom}});
    }
  }
  return lines.map((line) => line.words.join(' '));
}

/** The longest line of running text that still reads comfortably, in characters (spaces included). */
export const MAX_LINE_CHARACTERS = 80;

/**
 * A block whose longest line is over `max` characters, named with that line
 * and its length: `main p runs 96 characters on a line (at most 80): "..."`.
 * Empty when every line fits.
 */
export function longLines(block: string, lines: readonly string[], max = MAX_LINE_CHARACTERS): string[] {
  const longest = Math.max(0, ...lines.map((line) => line.length));
  if (longest <= max) return [];
  const at = lines.find((line) => line.length === longest)!;
  return [`${block} runs ${longest} characters on a line (at most ${max}): "${at}"`];
}
