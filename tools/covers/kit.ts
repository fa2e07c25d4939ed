/**
 * The drawing kit behind the post covers: a scene is a list of parts (cards,
 * charts, funnels, arrows, people, buildings, calendars, documents, gauges
 * ...) placed on an 800x400 canvas, and this module turns a scene and a
 * category palette into SVG. tools/covers/draw.mjs rasterises the SVG to
 * WebP; the scenes themselves live in tools/covers/scenes.ts.
 *
 * The script loads this very file (scripts/load-ts.mjs), so the covers on
 * disk and the unit tests draw with the same code. Output depends only on the
 * scene and the palette, so the same post always gets the same picture.
 */
import type {Palette} from '@site/src/data/categories';

/** Canvas every scene is laid out on; the SVG scales it to the output size. */
export const CANVAS = {width: 800, height: 400} as const;
/** The size a cover is drawn at: the widest cover file the build makes from it. */
export const DRAWING = {width: 1600, height: 800} as const;

/** A category's colors: background, main, light and accent. */
export type {Palette};

/** Colors a part may use: the category's three, plus fixed neutrals and signal colors. */
export type Tone = 'main' | 'light' | 'accent' | 'paper' | 'ink' | 'muted' | 'line' | 'alert' | 'good' | 'warn' | 'deep';

const FIXED = {
  paper: '#f8fafc',
  ink: '#0b1f3a',
  muted: '#cbd5e1',
  line: '#64748b',
  alert: '#f87171',
  good: '#34d399',
  warn: '#fbbf24',
  deep: '#1e3a5f',
} as const;

/** The second stop of every cover's background gradient. */
const BG_END = '#132f57';
const FONT = 'DejaVu Sans, Arial, sans-serif';

export function toneColor(tone: Tone, palette: Palette): string {
  if (tone === 'main' || tone === 'light' || tone === 'accent') return palette[tone];
  return FIXED[tone];
}

export type Point = readonly [number, number];
export type MarkKind = 'check' | 'cross' | 'warn' | 'plus' | 'minus' | 'dot' | 'question';

/** Every part except arrows sits in a box: top-left corner, width, height. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Degrees, clockwise, about the box's center. */
  rotate?: number;
  opacity?: number;
}

export type Part =
  /** A plain rounded rectangle: a backdrop, a column, a table top. */
  | (Box & {kind: 'panel'; tone?: Tone; radius?: number; stroke?: Tone; dashed?: boolean})
  /** A record card: optional avatar (a contact), a colored header, text lines, a corner mark. */
  | (Box & {kind: 'card'; tone?: Tone; avatar?: Tone; header?: Tone; lines?: number; lineTone?: Tone; mark?: MarkKind; markTone?: Tone})
  /** A page with a folded corner; lines, a checkbox list (true = checked, false = crossed) or a mini chart; a clip makes it a clipboard. */
  | (Box & {
      kind: 'document';
      tone?: Tone;
      lines?: number;
      checks?: readonly boolean[];
      chart?: 'bars' | 'line';
      chartTone?: Tone;
      clip?: boolean;
      stamp?: Tone;
    })
  /** A bar chart; values run 0-1 of the box height. */
  | (Box & {kind: 'bars'; values: readonly number[]; tone?: Tone; tones?: readonly Tone[]; axis?: boolean; target?: number})
  /** A line chart; values run 0-1 of the box height. */
  | (Box & {kind: 'line'; values: readonly number[]; tone?: Tone; width?: number; area?: boolean; dots?: boolean; dashed?: boolean})
  /** A pie (hole 0) or donut split by values. */
  | (Box & {kind: 'donut'; values: readonly number[]; tones: readonly Tone[]; hole?: number})
  /** A waterfall: a starting bar, rises and drops, and the ending bar. */
  | (Box & {kind: 'waterfall'; start: number; steps: readonly number[]; tone?: Tone; endTone?: Tone})
  /** A funnel of stacked bands, one per tone, narrowing to `neck` of its width. */
  | (Box & {kind: 'funnel'; tones: readonly Tone[]; neck?: number})
  /** A staircase rising left to right; `checks` puts a checked box on every step. */
  | (Box & {kind: 'stairs'; steps: number; tone?: Tone; altTone?: Tone; highlight?: number; highlightTone?: Tone; checks?: boolean})
  /** A row of chevrons, the stages of a process. */
  | (Box & {kind: 'chevrons'; tones: readonly Tone[]})
  /** A plan: one bar per row as [start, end] fractions of the width, with an optional deadline line. */
  | (Box & {kind: 'gantt'; rows: readonly (readonly [number, number])[]; tones?: readonly Tone[]; deadline?: number})
  /** A grid of cells with a header row; cells (row-major, header excluded) may hold marks. */
  | (Box & {
      kind: 'table';
      cols: number;
      rows: number;
      header?: Tone;
      highlightRows?: readonly number[];
      highlightTone?: Tone;
      marks?: readonly (readonly [number, MarkKind])[];
    })
  /** Dots on a plane, coordinates 0-1 (y up), with optional quadrant lines and a highlighted top-right quadrant. */
  | (Box & {kind: 'scatter'; points: readonly Point[]; tone?: Tone; hotTone?: Tone; quadrants?: boolean})
  /** A dial from red through amber to green with its needle at value (0-1). */
  | (Box & {kind: 'gauge'; value: number; needle?: Tone})
  /** A ring of segments, `filled` of them colored: a countdown. */
  | (Box & {kind: 'ring'; segments: number; filled: number; tone?: Tone})
  /** A browser window of tiles; each tile shows one kind of content. */
  | (Box & {kind: 'dashboard'; cols: number; rows: number; tiles: readonly TileKind[]; tone?: Tone})
  /** A calendar: a grid of days (some crossed off, one circled) or a tear-off page with a numeral. */
  | (Box & {kind: 'calendar'; tone?: Tone; cols?: number; rows?: number; crossed?: number; circled?: number; numeral?: string})
  /** An address bar whose tail splits into colored segments. */
  | (Box & {kind: 'urlbar'; chips: readonly Tone[]})
  /** An org chart: boxes per level, each with a person, joined top-down. */
  | (Box & {kind: 'org'; levels: readonly number[]; tone?: Tone})
  | (Box & {kind: 'person'; tone?: Tone})
  | (Box & {kind: 'building'; tone?: Tone; floors?: number})
  | (Box & {kind: 'factory'; tone?: Tone})
  | (Box & {kind: 'warehouse'; tone?: Tone})
  | (Box & {kind: 'store'; tone?: Tone; awning?: Tone})
  | (Box & {kind: 'clinic'; tone?: Tone})
  | (Box & {kind: 'truck'; tone?: Tone})
  | (Box & {kind: 'database'; tone?: Tone})
  | (Box & {kind: 'gear'; tone?: Tone; teeth?: number})
  | (Box & {kind: 'magnifier'; tone?: Tone})
  | (Box & {kind: 'balance'; tilt?: number; tone?: Tone; left?: Tone; right?: Tone})
  | (Box & {kind: 'map'; tone?: Tone})
  | (Box & {kind: 'pin'; tone?: Tone})
  | (Box & {kind: 'clock'; tone?: Tone; hours?: number; minutes?: number})
  | (Box & {kind: 'hourglass'; tone?: Tone})
  | (Box & {kind: 'coins'; count: number; tone?: Tone})
  | (Box & {kind: 'envelope'; tone?: Tone; mark?: MarkKind; markTone?: Tone})
  /** A horizontal pipe of joined segments; `leaks` are joint indices that drip. */
  | (Box & {kind: 'pipe'; segments: number; tone?: Tone; leaks?: readonly number[]; dropTone?: Tone})
  | (Box & {kind: 'drop'; tone?: Tone})
  | (Box & {kind: 'shield'; tone?: Tone; mark?: MarkKind})
  | (Box & {kind: 'lock'; tone?: Tone})
  | (Box & {kind: 'flag'; tone?: Tone})
  | (Box & {kind: 'target'; tone?: Tone; dart?: boolean})
  | (Box & {kind: 'tag'; tone?: Tone})
  | (Box & {kind: 'speech'; tone?: Tone; lines?: number; flip?: boolean})
  | (Box & {kind: 'umbrella'; tone?: Tone})
  | (Box & {kind: 'pulse'; tone?: Tone; width?: number})
  | (Box & {kind: 'bin'; tone?: Tone})
  | (Box & {kind: 'megaphone'; tone?: Tone})
  | (Box & {kind: 'ticket'; tone?: Tone})
  | (Box & {kind: 'wrench'; tone?: Tone})
  | (Box & {kind: 'eye'; tone?: Tone; slash?: boolean})
  | (Box & {kind: 'cart'; tone?: Tone})
  | (Box & {kind: 'flask'; tone?: Tone; liquid?: Tone})
  | (Box & {kind: 'head'; tone?: Tone; gears?: Tone})
  | (Box & {kind: 'ruler'; tone?: Tone})
  | (Box & {kind: 'signal'; tone?: Tone})
  | (Box & {kind: 'cursor'; tone?: Tone})
  | (Box & {kind: 'plank'; tone?: Tone})
  | (Box & {kind: 'cliff'; tone?: Tone; side: 'left' | 'right'})
  /** A round badge with a glyph: a tick, a cross, a warning... */
  | (Box & {kind: 'mark'; mark: MarkKind; tone?: Tone})
  | (Box & {kind: 'dot'; tone?: Tone; ring?: Tone})
  /** A short numeral or label that belongs to the depicted object (at most six characters). */
  | (Box & {kind: 'text'; text: string; tone?: Tone; weight?: 'normal' | 'bold'})
  /** A line through points, with an arrowhead; two points and `curve` make an arc. */
  | {
      kind: 'arrow';
      points: readonly Point[];
      tone?: Tone;
      width?: number;
      dashed?: boolean;
      head?: boolean;
      both?: boolean;
      curve?: number;
      opacity?: number;
    };

export type TileKind = 'bars' | 'line' | 'donut' | 'kpi' | 'blank' | 'unread';

export interface CoverScene {
  /** What the picture shows, written from the drawing: it becomes the post's `image_alt`. */
  alt: string;
  /** Drawn in order, later parts on top, on the 800x400 canvas. */
  parts: readonly Part[];
}

/** Longest text a part may carry: covers show pictures, not captions. */
export const MAX_TEXT_LENGTH = 6;

/** Numbers in the SVG, rounded to one decimal so output is stable and short. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type Draw = (tone: Tone) => string;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Record<string, string | number> = {}) =>
  `<rect${attrs({x, y, width: Math.max(0, w), height: Math.max(0, h), rx: rx || undefined, fill, ...extra})}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra: Record<string, string | number> = {}) =>
  `<circle${attrs({cx, cy, r: Math.max(0, r), fill, ...extra})}/>`;
const path = (d: string, fill: string, extra: Record<string, string | number> = {}) => `<path${attrs({d, fill, ...extra})}/>`;
const stroke = (d: string, color: string, width: number, extra: Record<string, string | number> = {}) =>
  path(d, 'none', {stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra});
const P = (...values: (number | string)[]) => values.map((v) => (typeof v === 'number' ? num(v) : v)).join(' ');

/** The top band of a rounded box (a card header, a window's title bar): rounded on top, square below. */
const topBand = (x: number, y: number, w: number, h: number, r: number, fill: string) =>
  path(
    P(
      'M',
      x,
      y + r,
      'A',
      r,
      r,
      0,
      0,
      1,
      x + r,
      y,
      'L',
      x + w - r,
      y,
      'A',
      r,
      r,
      0,
      0,
      1,
      x + w,
      y + r,
      'L',
      x + w,
      y + h,
      'L',
      x,
      y + h,
      'Z',
    ),
    fill,
  );

function markGlyph(kind: MarkKind, cx: number, cy: number, r: number, fill: string): string {
  const w = r * 0.32;
  const glyph = (() => {
    switch (kind) {
      case 'check':
        return stroke(
          P('M', cx - r * 0.45, cy + r * 0.02, 'L', cx - r * 0.12, cy + r * 0.35, 'L', cx + r * 0.48, cy - r * 0.35),
          '#fff',
          w,
        );
      case 'cross':
        return stroke(
          P(
            'M',
            cx - r * 0.38,
            cy - r * 0.38,
            'L',
            cx + r * 0.38,
            cy + r * 0.38,
            'M',
            cx + r * 0.38,
            cy - r * 0.38,
            'L',
            cx - r * 0.38,
            cy + r * 0.38,
          ),
          '#fff',
          w,
        );
      case 'warn':
        return stroke(P('M', cx, cy - r * 0.5, 'L', cx, cy + r * 0.1), '#fff', w) + circle(cx, cy + r * 0.45, w * 0.6, '#fff');
      case 'plus':
        return stroke(P('M', cx - r * 0.45, cy, 'L', cx + r * 0.45, cy, 'M', cx, cy - r * 0.45, 'L', cx, cy + r * 0.45), '#fff', w);
      case 'minus':
        return stroke(P('M', cx - r * 0.45, cy, 'L', cx + r * 0.45, cy), '#fff', w);
      case 'dot':
        return circle(cx, cy, r * 0.35, '#fff');
      case 'question':
        return (
          stroke(
            P('M', cx - r * 0.3, cy - r * 0.25, 'A', r * 0.32, r * 0.32, 0, 1, 1, cx + r * 0.05, cy + r * 0.05, 'L', cx, cy + r * 0.15),
            '#fff',
            w * 0.85,
          ) + circle(cx, cy + r * 0.5, w * 0.5, '#fff')
        );
    }
  })();
  return circle(cx, cy, r, fill) + glyph;
}

const defaultMarkTone: Record<MarkKind, Tone> = {
  check: 'good',
  cross: 'alert',
  warn: 'warn',
  plus: 'good',
  minus: 'alert',
  dot: 'main',
  question: 'warn',
};

/** Widths of text lines on cards and pages, as fractions, so lines look like prose. */
const LINE_WIDTHS = [0.92, 0.68, 0.84, 0.55, 0.76, 0.6, 0.88, 0.5];

function textLines(x: number, y: number, w: number, h: number, count: number, color: string, first?: string): string {
  if (count <= 0) return '';
  const step = h / count;
  const thick = Math.min(step * 0.42, 12);
  return Array.from({length: count}, (_, i) =>
    rect(x, y + i * step + (step - thick) / 2, w * LINE_WIDTHS[i % LINE_WIDTHS.length], thick, i === 0 && first ? first : color, thick / 2),
  ).join('');
}

function miniBars(x: number, y: number, w: number, h: number, color: string, values = [0.45, 0.7, 0.55, 0.9, 0.75]): string {
  const bw = w / values.length;
  return values.map((v, i) => rect(x + i * bw + bw * 0.15, y + h - v * h, bw * 0.7, v * h, color, Math.min(4, bw * 0.2))).join('');
}

function miniLine(x: number, y: number, w: number, h: number, color: string, values = [0.2, 0.45, 0.35, 0.7, 0.85]): string {
  const pts = values.map((v, i) => `${num(x + (i * w) / (values.length - 1))} ${num(y + h - v * h)}`);
  return stroke(`M ${pts.join(' L ')}`, color, Math.max(2, h * 0.08));
}

function donutPath(cx: number, cy: number, r: number, inner: number, a0: number, a1: number): string {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  const p = (rad: number, a: number) => [cx + rad * Math.sin(a), cy - rad * Math.cos(a)] as const;
  const [x0, y0] = p(r, a0);
  const [x1, y1] = p(r, a1);
  if (inner <= 0) return P('M', cx, cy, 'L', x0, y0, 'A', r, r, 0, large, 1, x1, y1, 'Z');
  const [x2, y2] = p(inner, a1);
  const [x3, y3] = p(inner, a0);
  return P('M', x0, y0, 'A', r, r, 0, large, 1, x1, y1, 'L', x2, y2, 'A', inner, inner, 0, large, 0, x3, y3, 'Z');
}

function personGlyph(x: number, y: number, w: number, h: number, color: string): string {
  const r = Math.min(w * 0.24, h * 0.2);
  const cx = x + w / 2;
  const top = y + 2 * r + h * 0.05;
  const left = x + w * 0.08;
  const right = x + w * 0.92;
  const k = Math.min((right - left) * 0.42, (y + h - top) * 0.9);
  return (
    circle(cx, y + r, r, color) +
    path(
      P(
        'M',
        left,
        y + h,
        'L',
        left,
        top + k,
        'A',
        k,
        k,
        0,
        0,
        1,
        left + k,
        top,
        'L',
        right - k,
        top,
        'A',
        k,
        k,
        0,
        0,
        1,
        right,
        top + k,
        'L',
        right,
        y + h,
        'Z',
      ),
      color,
    )
  );
}

function gearPath(cx: number, cy: number, r: number, teeth: number): string {
  const outer = r;
  const inner = r * 0.78;
  const pts: string[] = [];
  for (let i = 0; i < teeth; i += 1) {
    const a = (i / teeth) * Math.PI * 2;
    const half = Math.PI / teeth;
    const corners = [
      [inner, a - half * 0.95],
      [outer, a - half * 0.5],
      [outer, a + half * 0.5],
      [inner, a + half * 0.95],
    ] as const;
    for (const [rad, ang] of corners) pts.push(`${num(cx + rad * Math.cos(ang))} ${num(cy + rad * Math.sin(ang))}`);
  }
  return `M ${pts.join(' L ')} Z`;
}

function drawPart(part: Part, c: Draw): string {
  switch (part.kind) {
    case 'arrow': {
      const {points, width = 5, dashed, head = true, both, curve} = part;
      const color = c(part.tone ?? 'light');
      const [sx, sy] = points[0];
      const [ex, ey] = points[points.length - 1];
      let d: string;
      let into: Point = points[points.length - 2] ?? points[0];
      let outOf: Point = points[1] ?? points[0];
      if (points.length === 2 && curve) {
        const mx = (sx + ex) / 2;
        const my = (sy + ey) / 2;
        const len = Math.hypot(ex - sx, ey - sy) || 1;
        const cx = mx + (-(ey - sy) / len) * curve;
        const cy = my + ((ex - sx) / len) * curve;
        d = P('M', sx, sy, 'Q', cx, cy, ex, ey);
        into = [cx, cy];
        outOf = [cx, cy];
      } else d = `M ${points.map(([px, py]) => `${num(px)} ${num(py)}`).join(' L ')}`;
      const size = width * 2.6;
      const arrowHead = (tip: Point, from: Point) => {
        const a = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
        const l: Point = [tip[0] - size * Math.cos(a - 0.45), tip[1] - size * Math.sin(a - 0.45)];
        const r: Point = [tip[0] - size * Math.cos(a + 0.45), tip[1] - size * Math.sin(a + 0.45)];
        return path(P('M', tip[0], tip[1], 'L', l[0], l[1], 'L', r[0], r[1], 'Z'), color, {
          'stroke-linejoin': 'round',
          stroke: color,
          'stroke-width': width * 0.5,
        });
      };
      return (
        stroke(d, color, width, dashed ? {'stroke-dasharray': `${num(width * 2)} ${num(width * 2.2)}`} : {}) +
        (head ? arrowHead([ex, ey], into) : '') +
        (both ? arrowHead([sx, sy], outOf) : '')
      );
    }
    case 'panel': {
      const extra: Record<string, string | number> = part.stroke ? {stroke: c(part.stroke), 'stroke-width': 3} : {};
      if (part.dashed) extra['stroke-dasharray'] = '10 8';
      return rect(part.x, part.y, part.w, part.h, part.tone ? c(part.tone) : 'none', part.radius ?? 12, extra);
    }
    case 'card': {
      const {x, y, w, h, lines = 3} = part;
      const pad = Math.min(w, h) * 0.14;
      const radius = Math.min(12, h * 0.15);
      let out = rect(x, y, w, h, c(part.tone ?? 'paper'), radius);
      let top = y + pad;
      if (part.header) {
        out += topBand(x, y, w, h * 0.22, radius, c(part.header));
        top = y + h * 0.22 + pad * 0.6;
      }
      let left = x + pad;
      if (part.avatar) {
        const r = Math.min((y + h - pad - top) / 2, w * 0.16);
        out += personGlyph(left, top + (y + h - pad - top) / 2 - r, r * 2, r * 2, c(part.avatar));
        left += r * 2 + pad * 0.8;
      }
      out += textLines(
        left,
        top,
        x + w - pad - left,
        y + h - pad - top,
        lines,
        c(part.lineTone ?? 'muted'),
        part.avatar ? c('line') : undefined,
      );
      if (part.mark) {
        const r = Math.min(w, h) * 0.2;
        out += markGlyph(part.mark, x + w - r * 0.4, y + r * 0.4, r, c(part.markTone ?? defaultMarkTone[part.mark]));
      }
      return out;
    }
    case 'document': {
      const {x, y, w, h} = part;
      const fold = Math.min(w, h) * 0.18;
      let out = '';
      let top = y + h * 0.12;
      if (part.clip) {
        out += rect(x - w * 0.06, y - h * 0.02, w * 1.12, h * 1.04, c('deep'), 10);
        top = y + h * 0.16;
      }
      out += path(
        P('M', x, y, 'L', x + w - fold, y, 'L', x + w, y + fold, 'L', x + w, y + h, 'L', x, y + h, 'Z'),
        c(part.tone ?? 'paper'),
        {'stroke-linejoin': 'round'},
      );
      out += path(P('M', x + w - fold, y, 'L', x + w - fold, y + fold, 'L', x + w, y + fold, 'Z'), c('muted'));
      if (part.clip) out += rect(x + w * 0.32, y - h * 0.06, w * 0.36, h * 0.1, c('line'), 5);
      const pad = w * 0.13;
      if (part.checks) {
        const n = part.checks.length;
        const step = (y + h * 0.92 - top) / n;
        const box = Math.min(step * 0.62, w * 0.16);
        part.checks.forEach((ok, i) => {
          const cy = top + step * i + step / 2;
          out += markGlyph(ok ? 'check' : 'cross', x + pad + box / 2, cy, box / 2, c(ok ? 'good' : 'alert'));
          out += rect(
            x + pad + box * 1.5,
            cy - Math.min(step * 0.14, 5),
            (w - pad * 2 - box * 1.5) * LINE_WIDTHS[i % LINE_WIDTHS.length],
            Math.min(step * 0.28, 10),
            c('muted'),
            4,
          );
        });
      } else {
        const lineArea = part.chart ? h * 0.32 : h * 0.78;
        out += textLines(x + pad, top, w - pad * 2 - fold * 0.4, lineArea, part.lines ?? 5, c('muted'), c('line'));
        if (part.chart === 'bars') out += miniBars(x + pad, y + h * 0.5, w - pad * 2, h * 0.38, c(part.chartTone ?? 'main'));
        if (part.chart === 'line') out += miniLine(x + pad, y + h * 0.52, w - pad * 2, h * 0.34, c(part.chartTone ?? 'main'));
      }
      if (part.stamp) {
        const r = Math.min(w, h) * 0.2;
        out += circle(x + w - r * 0.9, y + h - r * 0.9, r, 'none', {stroke: c(part.stamp), 'stroke-width': r * 0.16});
        out += markGlyph('check', x + w - r * 0.9, y + h - r * 0.9, r * 0.62, c(part.stamp));
      }
      return out;
    }
    case 'bars': {
      const {x, y, w, h, values, axis, target} = part;
      const bw = w / values.length;
      let out = values
        .map((v, i) => {
          const bh = Math.max(2, v * h);
          return rect(x + i * bw + bw * 0.14, y + h - bh, bw * 0.72, bh, c(part.tones?.[i] ?? part.tone ?? 'main'), Math.min(6, bw * 0.18));
        })
        .join('');
      if (axis) out += stroke(P('M', x - 6, y + h, 'L', x + w + 6, y + h), c('muted'), 3);
      if (target !== undefined)
        out += stroke(P('M', x - 6, y + h - target * h, 'L', x + w + 6, y + h - target * h), c('warn'), 3, {'stroke-dasharray': '8 7'});
      return out;
    }
    case 'line': {
      const {x, y, w, h, values, width = 5} = part;
      const color = c(part.tone ?? 'light');
      const pts = values.map((v, i) => [x + (i * w) / Math.max(1, values.length - 1), y + h - v * h] as const);
      const d = `M ${pts.map(([px, py]) => `${num(px)} ${num(py)}`).join(' L ')}`;
      let out = '';
      if (part.area) out += path(`${d} L ${num(x + w)} ${num(y + h)} L ${num(x)} ${num(y + h)} Z`, color, {opacity: 0.22});
      out += stroke(d, color, width, part.dashed ? {'stroke-dasharray': `${num(width * 2.4)} ${num(width * 2)}`} : {});
      if (part.dots) out += pts.map(([px, py]) => circle(px, py, width * 1.3, color)).join('');
      return out;
    }
    case 'donut': {
      const {x, y, w, h, values, tones, hole = 0.55} = part;
      const r = Math.min(w, h) / 2;
      const cx = x + w / 2;
      const cy = y + h / 2;
      const total = values.reduce((s, v) => s + v, 0) || 1;
      let a = 0;
      return values
        .map((v, i) => {
          const a1 = a + (v / total) * Math.PI * 2;
          const d = donutPath(cx, cy, r, r * hole, a, Math.min(a1, a + Math.PI * 2 - 0.0001));
          a = a1;
          return path(d, c(tones[i % tones.length]), {stroke: '#0b1f3a', 'stroke-width': 3, 'stroke-linejoin': 'round'});
        })
        .join('');
    }
    case 'waterfall': {
      const {x, y, w, h, start, steps} = part;
      const levels = [start];
      for (const s of steps) levels.push(levels[levels.length - 1] + s);
      const max = Math.max(...levels) || 1;
      const n = steps.length + 2;
      const bw = w / n;
      const Y = (v: number) => y + h - (v / max) * h;
      let out = rect(x + bw * 0.12, Y(start), bw * 0.76, h - (Y(start) - y), c(part.tone ?? 'main'), 5);
      steps.forEach((s, i) => {
        const from = levels[i];
        const to = levels[i + 1];
        const bx = x + (i + 1) * bw;
        out += stroke(P('M', bx - bw * 0.12, Y(from), 'L', bx + bw * 0.12, Y(from)), c('muted'), 2, {'stroke-dasharray': '4 4'});
        out += rect(bx + bw * 0.12, Math.min(Y(from), Y(to)), bw * 0.76, Math.abs(Y(from) - Y(to)), c(s >= 0 ? 'good' : 'alert'), 5);
      });
      const end = levels[levels.length - 1];
      const ex = x + (n - 1) * bw;
      out += stroke(P('M', ex - bw * 0.12, Y(end), 'L', ex + bw * 0.12, Y(end)), c('muted'), 2, {'stroke-dasharray': '4 4'});
      out += rect(ex + bw * 0.12, Y(end), bw * 0.76, y + h - Y(end), c(part.endTone ?? 'accent'), 5);
      return out;
    }
    case 'funnel': {
      const {x, y, w, h, tones, neck = 0.25} = part;
      const n = tones.length;
      const gap = Math.min(8, h * 0.03);
      const bh = (h - gap * (n - 1)) / n;
      const widthAt = (yy: number) => w - (w - w * neck) * ((yy - y) / h);
      return tones
        .map((t, i) => {
          const y0 = y + i * (bh + gap);
          const y1 = y0 + bh;
          const w0 = widthAt(y0);
          const w1 = widthAt(y1);
          const cx = x + w / 2;
          return path(P('M', cx - w0 / 2, y0, 'L', cx + w0 / 2, y0, 'L', cx + w1 / 2, y1, 'L', cx - w1 / 2, y1, 'Z'), c(t), {
            'stroke-linejoin': 'round',
            stroke: c(t),
            'stroke-width': 4,
          });
        })
        .join('');
    }
    case 'stairs': {
      const {x, y, w, h, steps} = part;
      const sw = w / steps;
      const sh = h / steps;
      let out = '';
      for (let i = 0; i < steps; i += 1) {
        const tone = i === part.highlight ? (part.highlightTone ?? 'accent') : i % 2 ? (part.altTone ?? 'light') : (part.tone ?? 'main');
        const top = y + h - (i + 1) * sh;
        out += rect(x + i * sw, top, sw - 4, (i + 1) * sh, c(tone), 6);
        if (part.checks)
          out += markGlyph('check', x + i * sw + sw / 2 - 2, top + Math.min(sh, sw) * 0.32, Math.min(sh, sw) * 0.2, c('good'));
      }
      return out;
    }
    case 'chevrons': {
      const {x, y, w, h, tones} = part;
      const n = tones.length;
      const tip = h * 0.35;
      const cw = (w - tip) / n;
      return tones
        .map((t, i) => {
          const x0 = x + i * cw;
          const notch = i === 0 ? 0 : tip;
          return path(
            P(
              'M',
              x0,
              y,
              'L',
              x0 + cw - 4,
              y,
              'L',
              x0 + cw - 4 + tip,
              y + h / 2,
              'L',
              x0 + cw - 4,
              y + h,
              'L',
              x0,
              y + h,
              'L',
              x0 + notch,
              y + h / 2,
              'Z',
            ),
            c(t),
            {'stroke-linejoin': 'round'},
          );
        })
        .join('');
    }
    case 'gantt': {
      const {x, y, w, h, rows} = part;
      const rh = h / rows.length;
      let out = rect(x - 12, y - 12, w + 24, h + 24, c('paper'), 12);
      rows.forEach(([s, e], i) => {
        out += rect(x, y + i * rh + rh * 0.2, w, rh * 0.6, c('muted'), rh * 0.2, {opacity: 0.45});
        out += rect(x + s * w, y + i * rh + rh * 0.2, (e - s) * w, rh * 0.6, c(part.tones?.[i] ?? 'main'), rh * 0.2);
      });
      if (part.deadline !== undefined)
        out += stroke(P('M', x + part.deadline * w, y - 22, 'L', x + part.deadline * w, y + h + 22), c('alert'), 4);
      return out;
    }
    case 'table': {
      const {x, y, w, h, cols, rows} = part;
      const cw = w / cols;
      const rh = h / (rows + 1);
      let out = rect(x, y, w, h, c('paper'), 10);
      out += topBand(x, y, w, rh, 10, c(part.header ?? 'main'));
      for (const r of part.highlightRows ?? [])
        out += rect(x, y + rh * (r + 1), w, rh, c(part.highlightTone ?? 'accent'), 0, {opacity: 0.45});
      for (let i = 1; i <= rows; i += 1) out += stroke(P('M', x, y + rh * (i + 1), 'L', x + w, y + rh * (i + 1)), c('muted'), 1.5);
      for (let j = 1; j < cols; j += 1) out += stroke(P('M', x + cw * j, y + rh, 'L', x + cw * j, y + h), c('muted'), 1.5);
      for (let i = 0; i < rows * cols; i += 1) {
        const col = i % cols;
        const row = Math.floor(i / cols);
        const cx = x + cw * col + cw / 2;
        const cy = y + rh * (row + 1) + rh / 2;
        const mark = part.marks?.find(([idx]) => idx === i)?.[1];
        if (mark) out += markGlyph(mark, cx, cy, Math.min(cw, rh) * 0.3, c(defaultMarkTone[mark]));
        else out += rect(cx - cw * 0.3, cy - Math.min(rh * 0.12, 4), cw * 0.6, Math.min(rh * 0.24, 8), c('muted'), 4);
      }
      return out;
    }
    case 'scatter': {
      const {x, y, w, h, points, quadrants} = part;
      let out = '';
      if (quadrants) {
        out += rect(x + w / 2, y, w / 2, h / 2, c(part.hotTone ?? 'accent'), 8, {opacity: 0.22});
        out += stroke(P('M', x + w / 2, y, 'L', x + w / 2, y + h, 'M', x, y + h / 2, 'L', x + w, y + h / 2), c('muted'), 2.5, {
          'stroke-dasharray': '7 6',
        });
      }
      out += stroke(P('M', x, y, 'L', x, y + h, 'L', x + w, y + h), c('muted'), 3);
      out += points
        .map(([px, py]) =>
          circle(
            x + px * w,
            y + h - py * h,
            Math.min(w, h) * 0.035,
            c(quadrants && px > 0.5 && py > 0.5 ? (part.hotTone ?? 'accent') : (part.tone ?? 'light')),
          ),
        )
        .join('');
      return out;
    }
    case 'gauge': {
      const {x, y, w, h, value} = part;
      const r = Math.min(w / 2, h * 0.9);
      const cx = x + w / 2;
      const cy = y + r + (h - r) / 2 + r * 0.05;
      const arc = (a0: number, a1: number, color: string) => path(donutPath(cx, cy, r, r * 0.68, a0, a1), color);
      const q = Math.PI / 2;
      let out = arc(-q, -q / 3, c('alert')) + arc(-q / 3 + 0.03, q / 3 - 0.03, c('warn')) + arc(q / 3, q, c('good'));
      const a = -q + value * Math.PI;
      const nx = cx + r * 0.86 * Math.sin(a);
      const ny = cy - r * 0.86 * Math.cos(a);
      out += stroke(P('M', cx, cy, 'L', nx, ny), c(part.needle ?? 'paper'), Math.max(4, r * 0.08));
      out += circle(cx, cy, r * 0.12, c(part.needle ?? 'paper'));
      return out;
    }
    case 'ring': {
      const {x, y, w, h, segments, filled} = part;
      const r = Math.min(w, h) / 2;
      const cx = x + w / 2;
      const cy = y + h / 2;
      const span = (Math.PI * 2) / segments;
      return Array.from({length: segments}, (_, i) =>
        path(donutPath(cx, cy, r, r * 0.72, i * span + 0.04, (i + 1) * span - 0.04), c(i < filled ? (part.tone ?? 'main') : 'deep')),
      ).join('');
    }
    case 'dashboard': {
      const {x, y, w, h, cols, rows, tiles} = part;
      const bar = Math.min(34, h * 0.1);
      let out = rect(x, y, w, h, c(part.tone ?? 'paper'), 12);
      out += topBand(x, y, w, bar, 12, c('muted'));
      [0, 1, 2].forEach(
        (i) => (out += circle(x + 16 + i * 16, y + bar / 2, Math.min(5, bar * 0.18), c(['alert', 'warn', 'good'][i] as Tone))),
      );
      const pad = Math.min(12, w * 0.02);
      const tw = (w - pad * (cols + 1)) / cols;
      const th = (h - bar - pad * (rows + 1)) / rows;
      for (let i = 0; i < cols * rows; i += 1) {
        const kind = tiles[i % tiles.length];
        const tx = x + pad + (i % cols) * (tw + pad);
        const ty = y + bar + pad + Math.floor(i / cols) * (th + pad);
        const ip = Math.min(tw, th) * 0.16;
        out += rect(tx, ty, tw, th, kind === 'unread' ? '#e2e8f0' : '#eef2f7', Math.min(8, th * 0.15));
        if (kind === 'bars') out += miniBars(tx + ip, ty + ip, tw - ip * 2, th - ip * 2, c('main'));
        if (kind === 'line') out += miniLine(tx + ip, ty + ip, tw - ip * 2, th - ip * 2, c('main'));
        if (kind === 'donut') {
          const r = Math.min(tw, th) / 2 - ip;
          out +=
            path(donutPath(tx + tw / 2, ty + th / 2, r, r * 0.55, 0, 4.2), c('main')) +
            path(donutPath(tx + tw / 2, ty + th / 2, r, r * 0.55, 4.2, Math.PI * 2 - 0.001), c('accent'));
        }
        if (kind === 'kpi') {
          out += rect(tx + ip, ty + th * 0.22, tw * 0.5, th * 0.3, c('main'), 4);
          out += rect(tx + ip, ty + th * 0.64, tw * 0.7, th * 0.12, c('muted'), 3);
        }
        if (kind === 'unread') {
          out += rect(tx + ip, ty + th * 0.35, tw * 0.6, Math.max(3, th * 0.12), c('muted'), 3);
          out += circle(tx + tw - ip * 0.9, ty + ip * 0.9, Math.max(3, Math.min(tw, th) * 0.1), c('alert'));
        }
      }
      return out;
    }
    case 'calendar': {
      const {x, y, w, h, cols = 7, rows = 5} = part;
      const head = h * 0.2;
      let out = rect(x, y, w, h, c('paper'), 12);
      out += topBand(x, y, w, head, 12, c(part.tone ?? 'main'));
      for (const fx of [0.28, 0.72]) out += rect(x + w * fx - 5, y - h * 0.06, 10, h * 0.13, c('line'), 5);
      if (part.numeral) {
        const size = Math.min(h * 0.5, (w * 1.2) / Math.max(2, part.numeral.length));
        out += `<text${attrs({x: x + w / 2, y: y + head + (h - head) / 2 + size * 0.36, 'font-family': FONT, 'font-size': size, 'font-weight': 700, 'text-anchor': 'middle', fill: c('ink')})}>${escapeXml(part.numeral)}</text>`;
        return out;
      }
      const pad = w * 0.06;
      const cw = (w - pad * 2) / cols;
      const ch = (h - head - pad * 2) / rows;
      for (let i = 0; i < cols * rows; i += 1) {
        const cx = x + pad + (i % cols) * cw + cw / 2;
        const cy = y + head + pad + Math.floor(i / cols) * ch + ch / 2;
        const s = Math.min(cw, ch) * 0.28;
        out += rect(cx - s, cy - s, s * 2, s * 2, c('muted'), 3, {opacity: 0.8});
        if (part.crossed !== undefined && i < part.crossed)
          out += stroke(P('M', cx - s, cy - s, 'L', cx + s, cy + s, 'M', cx + s, cy - s, 'L', cx - s, cy + s), c('line'), 2.5);
        if (i === part.circled) out += circle(cx, cy, Math.min(cw, ch) * 0.5, 'none', {stroke: c('alert'), 'stroke-width': 4});
      }
      return out;
    }
    case 'urlbar': {
      const {x, y, w, h, chips} = part;
      let out = rect(x, y, w, h, c('paper'), h / 2);
      out += circle(x + h * 0.5, y + h / 2, h * 0.18, c('line'));
      const textW = w * 0.3;
      out += rect(x + h, y + h * 0.38, textW, h * 0.24, c('muted'), h * 0.12);
      const start = x + h + textW + h * 0.3;
      const cw = (x + w - h * 0.4 - start) / chips.length;
      chips.forEach((t, i) => (out += rect(start + i * cw + 3, y + h * 0.22, cw - 6, h * 0.56, c(t), h * 0.16)));
      return out;
    }
    case 'org': {
      const {x, y, w, h, levels} = part;
      const lh = h / levels.length;
      const bh = lh * 0.62;
      let out = '';
      const centers: number[][] = levels.map((n) => Array.from({length: n}, (_, i) => x + (w * (i + 0.5)) / n));
      levels.forEach((n, li) => {
        const bw = Math.min(bh * 0.9, (w / n) * 0.8);
        const top = y + li * lh;
        if (li > 0) {
          const parents = centers[li - 1];
          centers[li].forEach((cx) => {
            const parent = parents.reduce((best, p) => (Math.abs(p - cx) < Math.abs(best - cx) ? p : best), parents[0]);
            out += stroke(
              P('M', parent, top - lh + bh, 'L', parent, top - (lh - bh) / 2, 'L', cx, top - (lh - bh) / 2, 'L', cx, top),
              c('muted'),
              3,
            );
          });
        }
        centers[li].forEach((cx) => {
          out += rect(cx - bw / 2, top, bw, bh, c(li === 0 ? 'accent' : (part.tone ?? 'light')), 8);
          out += personGlyph(cx - bw * 0.3, top + bh * 0.14, bw * 0.6, bh * 0.72, c('ink'));
        });
      });
      return out;
    }
    case 'person':
      return personGlyph(part.x, part.y, part.w, part.h, c(part.tone ?? 'light'));
    case 'building': {
      const {x, y, w, h, floors = 4} = part;
      let out = rect(x, y, w, h, c(part.tone ?? 'main'), 6);
      const cols = 3;
      const pad = w * 0.14;
      const cw = (w - pad * 2) / cols;
      const fh = (h * 0.72 - pad) / floors;
      for (let r = 0; r < floors; r += 1)
        for (let k = 0; k < cols; k += 1)
          out += rect(x + pad + k * cw + cw * 0.18, y + pad + r * fh + fh * 0.2, cw * 0.64, fh * 0.6, c('paper'), 2, {opacity: 0.85});
      out += rect(x + w / 2 - w * 0.12, y + h - h * 0.2, w * 0.24, h * 0.2, c('ink'), 3);
      return out;
    }
    case 'factory': {
      const {x, y, w, h} = part;
      const color = c(part.tone ?? 'main');
      const base = y + h * 0.45;
      let out = rect(x + w * 0.08, y, w * 0.12, h * 0.5, color, 3);
      out += path(
        P(
          'M',
          x,
          y + h,
          'L',
          x,
          base,
          'L',
          x + w / 3,
          base - h * 0.2,
          'L',
          x + w / 3,
          base,
          'L',
          x + (2 * w) / 3,
          base - h * 0.2,
          'L',
          x + (2 * w) / 3,
          base,
          'L',
          x + w,
          base - h * 0.2,
          'L',
          x + w,
          y + h,
          'Z',
        ),
        color,
        {'stroke-linejoin': 'round'},
      );
      for (let k = 0; k < 3; k += 1)
        out += rect(x + w * (0.1 + k * 0.3), base + h * 0.12, w * 0.18, h * 0.16, c('paper'), 3, {opacity: 0.9});
      out += rect(x + w * 0.42, y + h - h * 0.24, w * 0.16, h * 0.24, c('ink'), 3);
      return out;
    }
    case 'warehouse': {
      const {x, y, w, h} = part;
      let out = path(
        P('M', x, y + h, 'L', x, y + h * 0.35, 'L', x + w / 2, y, 'L', x + w, y + h * 0.35, 'L', x + w, y + h, 'Z'),
        c(part.tone ?? 'main'),
      );
      out += rect(x + w * 0.22, y + h * 0.48, w * 0.56, h * 0.52, c('deep'), 3);
      for (let k = 0; k < 5; k += 1)
        out += rect(x + w * 0.24, y + h * (0.52 + k * 0.095), w * 0.52, h * 0.05, c('light'), 2, {opacity: 0.7});
      return out;
    }
    case 'store': {
      const {x, y, w, h} = part;
      let out = rect(x + w * 0.06, y + h * 0.3, w * 0.88, h * 0.7, c(part.tone ?? 'paper'), 4);
      const stripes = 5;
      const sw = w / stripes;
      for (let k = 0; k < stripes; k += 1) {
        out += path(
          P(
            'M',
            x + k * sw,
            y,
            'L',
            x + (k + 1) * sw,
            y,
            'L',
            x + (k + 1) * sw,
            y + h * 0.3,
            'A',
            sw / 2,
            h * 0.08,
            0,
            0,
            1,
            x + k * sw,
            y + h * 0.3,
            'Z',
          ),
          c(k % 2 ? 'paper' : (part.awning ?? 'main')),
        );
      }
      out += rect(x + w * 0.16, y + h * 0.5, w * 0.34, h * 0.26, c('light'), 3);
      out += rect(x + w * 0.6, y + h * 0.5, w * 0.22, h * 0.5, c('ink'), 3);
      return out;
    }
    case 'clinic': {
      const {x, y, w, h} = part;
      let out = rect(x, y + h * 0.22, w, h * 0.78, c(part.tone ?? 'paper'), 5);
      out += path(P('M', x - w * 0.06, y + h * 0.26, 'L', x + w / 2, y, 'L', x + w * 1.06, y + h * 0.26, 'Z'), c('main'), {
        'stroke-linejoin': 'round',
        stroke: c('main'),
        'stroke-width': 3,
      });
      const s = Math.min(w, h) * 0.09;
      const cx = x + w / 2;
      const cy = y + h * 0.52;
      return out + rect(cx - s, cy - s * 3, s * 2, s * 6, c('alert'), 2) + rect(cx - s * 3, cy - s, s * 6, s * 2, c('alert'), 2);
    }
    case 'truck': {
      const {x, y, w, h} = part;
      let out = rect(x, y, w * 0.66, h * 0.78, c(part.tone ?? 'main'), 6);
      out += path(
        P(
          'M',
          x + w * 0.69,
          y + h * 0.78,
          'L',
          x + w * 0.69,
          y + h * 0.22,
          'L',
          x + w * 0.86,
          y + h * 0.22,
          'L',
          x + w,
          y + h * 0.48,
          'L',
          x + w,
          y + h * 0.78,
          'Z',
        ),
        c('light'),
        {'stroke-linejoin': 'round'},
      );
      out += rect(x + w * 0.74, y + h * 0.3, w * 0.1, h * 0.18, c('paper'), 2, {opacity: 0.8});
      const wheel = Math.min(h * 0.14, w * 0.08);
      for (const fx of [0.18, 0.82])
        out += circle(x + w * fx, y + h * 0.8, wheel, c('ink'), {stroke: c('muted'), 'stroke-width': wheel * 0.35});
      return out;
    }
    case 'database': {
      const {x, y, w, h} = part;
      const ry = Math.min(h * 0.14, w * 0.2);
      const color = c(part.tone ?? 'main');
      let out = path(P('M', x, y + ry, 'L', x, y + h - ry, 'A', w / 2, ry, 0, 0, 0, x + w, y + h - ry, 'L', x + w, y + ry, 'Z'), color);
      for (const f of [0.38, 0.66]) {
        const yy = y + ry + (h - 2 * ry) * f;
        out += stroke(P('M', x, yy, 'A', w / 2, ry, 0, 0, 0, x + w, yy), c('paper'), 3, {opacity: 0.55});
      }
      out += `<ellipse${attrs({cx: x + w / 2, cy: y + ry, rx: w / 2, ry, fill: c('light')})}/>`;
      return out;
    }
    case 'gear': {
      const r = Math.min(part.w, part.h) / 2;
      const cx = part.x + part.w / 2;
      const cy = part.y + part.h / 2;
      return path(gearPath(cx, cy, r, part.teeth ?? 8), c(part.tone ?? 'light')) + circle(cx, cy, r * 0.32, '#0b1f3a');
    }
    case 'magnifier': {
      const {x, y, w, h} = part;
      const r = Math.min(w, h) * 0.34;
      const cx = x + w * 0.4;
      const cy = y + h * 0.4;
      const color = c(part.tone ?? 'accent');
      const k = Math.SQRT1_2;
      return (
        stroke(P('M', cx + r * k * 1.05, cy + r * k * 1.05, 'L', x + w * 0.94, y + h * 0.94), color, r * 0.32) +
        circle(cx, cy, r, c('paper'), {opacity: 0.18}) +
        circle(cx, cy, r, 'none', {stroke: color, 'stroke-width': r * 0.18})
      );
    }
    case 'balance': {
      const {x, y, w, h, tilt = 0} = part;
      const color = c(part.tone ?? 'paper');
      const cx = x + w / 2;
      const pivotY = y + h * 0.18;
      const a = (tilt * Math.PI) / 180;
      const half = w * 0.42;
      const lx = cx - half * Math.cos(a);
      const ly = pivotY - half * Math.sin(a);
      const rx = cx + half * Math.cos(a);
      const ry = pivotY + half * Math.sin(a);
      let out = path(
        P('M', cx - w * 0.14, y + h, 'L', cx + w * 0.14, y + h, 'L', cx + w * 0.03, y + h * 0.9, 'L', cx - w * 0.03, y + h * 0.9, 'Z'),
        color,
      );
      out += rect(cx - w * 0.02, pivotY, w * 0.04, h * 0.82, color, 3);
      out += stroke(P('M', lx, ly, 'L', rx, ry), color, Math.max(6, h * 0.03));
      out += circle(cx, pivotY, h * 0.035, c('accent'));
      const pan = (px: number, py: number, load?: Tone) => {
        const drop = h * 0.34;
        const pw = w * 0.17;
        let s = stroke(P('M', px, py, 'L', px - pw, py + drop, 'M', px, py, 'L', px + pw, py + drop), c('muted'), 2.5);
        if (load) s += rect(px - pw * 0.62, py + drop - pw * 0.95, pw * 1.24, pw * 0.95, c(load), 8);
        s += path(
          P(
            'M',
            px - pw * 1.15,
            py + drop,
            'L',
            px + pw * 1.15,
            py + drop,
            'A',
            pw * 1.15,
            pw * 0.45,
            0,
            0,
            1,
            px - pw * 1.15,
            py + drop,
            'Z',
          ),
          color,
        );
        return s;
      };
      return out + pan(lx, ly, part.left) + pan(rx, ry, part.right);
    }
    case 'map': {
      const {x, y, w, h} = part;
      const f = w / 3;
      const shades = [0.6, 0.42, 0.6];
      let out = '';
      for (let k = 0; k < 3; k += 1) {
        const skew = k % 2 ? h * 0.06 : 0;
        out += path(
          P(
            'M',
            x + k * f,
            y + (k % 2 ? skew : 0),
            'L',
            x + (k + 1) * f,
            y + (k % 2 ? 0 : skew),
            'L',
            x + (k + 1) * f,
            y + h - (k % 2 ? 0 : skew),
            'L',
            x + k * f,
            y + h - (k % 2 ? skew : 0),
            'Z',
          ),
          c(part.tone ?? 'light'),
          {opacity: shades[k]},
        );
      }
      out += stroke(
        P('M', x + w * 0.05, y + h * 0.7, 'C', x + w * 0.3, y + h * 0.45, x + w * 0.55, y + h * 0.95, x + w * 0.95, y + h * 0.35),
        c('paper'),
        Math.max(3, h * 0.02),
        {opacity: 0.7},
      );
      out += stroke(
        P('M', x + w * 0.4, y + h * 0.05, 'C', x + w * 0.45, y + h * 0.4, x + w * 0.3, y + h * 0.6, x + w * 0.45, y + h * 0.95),
        c('paper'),
        Math.max(2, h * 0.012),
        {opacity: 0.5},
      );
      return out;
    }
    case 'pin': {
      const {x, y, w, h} = part;
      const r = Math.min(w / 2, h * 0.38);
      const cx = x + w / 2;
      const cy = y + r;
      return (
        path(
          P(
            'M',
            cx,
            y + h,
            'C',
            cx - r * 0.5,
            y + h - r * 0.7,
            cx - r,
            cy + r * 0.6,
            cx - r,
            cy,
            'A',
            r,
            r,
            0,
            0,
            1,
            cx + r,
            cy,
            'C',
            cx + r,
            cy + r * 0.6,
            cx + r * 0.5,
            y + h - r * 0.7,
            cx,
            y + h,
            'Z',
          ),
          c(part.tone ?? 'accent'),
        ) + circle(cx, cy, r * 0.4, c('paper'))
      );
    }
    case 'clock': {
      const {x, y, w, h, hours = 10, minutes = 10} = part;
      const r = Math.min(w, h) / 2;
      const cx = x + w / 2;
      const cy = y + h / 2;
      let out = circle(cx, cy, r, c('paper'), {stroke: c(part.tone ?? 'main'), 'stroke-width': r * 0.12});
      for (let i = 0; i < 12; i += 1) {
        const a = (i / 12) * Math.PI * 2;
        out += stroke(
          P('M', cx + r * 0.72 * Math.sin(a), cy - r * 0.72 * Math.cos(a), 'L', cx + r * 0.82 * Math.sin(a), cy - r * 0.82 * Math.cos(a)),
          c('line'),
          r * 0.05,
        );
      }
      const ha = ((hours % 12) / 12 + minutes / 720) * Math.PI * 2;
      const ma = (minutes / 60) * Math.PI * 2;
      out += stroke(P('M', cx, cy, 'L', cx + r * 0.45 * Math.sin(ha), cy - r * 0.45 * Math.cos(ha)), c('ink'), r * 0.09);
      out += stroke(P('M', cx, cy, 'L', cx + r * 0.65 * Math.sin(ma), cy - r * 0.65 * Math.cos(ma)), c('ink'), r * 0.06);
      return out + circle(cx, cy, r * 0.07, c('ink'));
    }
    case 'hourglass': {
      const {x, y, w, h} = part;
      const color = c(part.tone ?? 'paper');
      let out = rect(x, y, w, h * 0.08, color, 3) + rect(x, y + h * 0.92, w, h * 0.08, color, 3);
      out += path(
        P(
          'M',
          x + w * 0.12,
          y + h * 0.08,
          'L',
          x + w * 0.88,
          y + h * 0.08,
          'L',
          x + w * 0.56,
          y + h * 0.5,
          'L',
          x + w * 0.88,
          y + h * 0.92,
          'L',
          x + w * 0.12,
          y + h * 0.92,
          'L',
          x + w * 0.44,
          y + h * 0.5,
          'Z',
        ),
        'none',
        {stroke: color, 'stroke-width': 4, 'stroke-linejoin': 'round'},
      );
      out += path(P('M', x + w * 0.3, y + h * 0.3, 'L', x + w * 0.7, y + h * 0.3, 'L', x + w * 0.5, y + h * 0.48, 'Z'), c('accent'));
      out += path(P('M', x + w * 0.2, y + h * 0.9, 'L', x + w * 0.8, y + h * 0.9, 'L', x + w * 0.5, y + h * 0.68, 'Z'), c('accent'));
      return out;
    }
    case 'coins': {
      const {x, y, w, h, count} = part;
      const ch = Math.min(h / count, w * 0.3);
      const color = c(part.tone ?? 'accent');
      let out = '';
      for (let i = 0; i < count; i += 1) {
        const cy = y + h - ch / 2 - i * ch;
        out += rect(x, cy - ch * 0.5, w, ch, color, ch * 0.5, {stroke: '#0b1f3a', 'stroke-width': 2});
        out += rect(x + w * 0.12, cy - ch * 0.18, w * 0.76, ch * 0.36, c('paper'), ch * 0.18, {opacity: 0.35});
      }
      return out;
    }
    case 'envelope': {
      const {x, y, w, h} = part;
      let out = rect(x, y, w, h, c(part.tone ?? 'paper'), 8);
      out += stroke(P('M', x + 4, y + 6, 'L', x + w / 2, y + h * 0.55, 'L', x + w - 4, y + 6), c('line'), Math.max(3, h * 0.04));
      if (part.mark) {
        const r = Math.min(w, h) * 0.26;
        out += markGlyph(part.mark, x + w - r * 0.5, y + h - r * 0.5, r, c(part.markTone ?? defaultMarkTone[part.mark]));
      }
      return out;
    }
    case 'pipe': {
      const {x, y, w, h, segments} = part;
      const color = c(part.tone ?? 'light');
      const ph = h * 0.42;
      const sw = w / segments;
      let out = rect(x, y, w, ph, color, ph * 0.2);
      out += rect(x, y + ph * 0.14, w, ph * 0.16, c('paper'), 0, {opacity: 0.35});
      for (let k = 1; k < segments; k += 1) out += rect(x + k * sw - ph * 0.18, y - ph * 0.14, ph * 0.36, ph * 1.28, c('main'), 4);
      for (const j of part.leaks ?? []) {
        const jx = x + j * sw;
        const d = ph * 0.34;
        [0.3, 0.78].forEach((f, i) => {
          const cy = y + ph + (h - ph) * f;
          const s = d * (1 - i * 0.15);
          out += path(
            P(
              'M',
              jx,
              cy - s * 1.2,
              'C',
              jx + s * 0.2,
              cy - s * 0.6,
              jx + s * 0.7,
              cy - s * 0.2,
              jx + s * 0.7,
              cy + s * 0.25,
              'A',
              s * 0.7,
              s * 0.7,
              0,
              0,
              1,
              jx - s * 0.7,
              cy + s * 0.25,
              'C',
              jx - s * 0.7,
              cy - s * 0.2,
              jx - s * 0.2,
              cy - s * 0.6,
              jx,
              cy - s * 1.2,
              'Z',
            ),
            c(part.dropTone ?? 'accent'),
          );
        });
      }
      return out;
    }
    case 'drop': {
      const {x, y, w, h} = part;
      const cx = x + w / 2;
      const r = Math.min(w / 2, h * 0.36);
      const cy = y + h - r;
      return path(
        P(
          'M',
          cx,
          y,
          'C',
          cx + r * 0.3,
          y + h * 0.3,
          cx + r,
          cy - r * 0.5,
          cx + r,
          cy,
          'A',
          r,
          r,
          0,
          0,
          1,
          cx - r,
          cy,
          'C',
          cx - r,
          cy - r * 0.5,
          cx - r * 0.3,
          y + h * 0.3,
          cx,
          y,
          'Z',
        ),
        c(part.tone ?? 'light'),
      );
    }
    case 'shield': {
      const {x, y, w, h} = part;
      let out = path(
        P(
          'M',
          x + w / 2,
          y,
          'L',
          x + w,
          y + h * 0.16,
          'L',
          x + w,
          y + h * 0.45,
          'C',
          x + w,
          y + h * 0.75,
          x + w * 0.75,
          y + h * 0.9,
          x + w / 2,
          y + h,
          'C',
          x + w * 0.25,
          y + h * 0.9,
          x,
          y + h * 0.75,
          x,
          y + h * 0.45,
          'L',
          x,
          y + h * 0.16,
          'Z',
        ),
        c(part.tone ?? 'main'),
      );
      if (part.mark) out += markGlyph(part.mark, x + w / 2, y + h * 0.45, Math.min(w, h) * 0.24, c(defaultMarkTone[part.mark]));
      return out;
    }
    case 'lock': {
      const {x, y, w, h} = part;
      const color = c(part.tone ?? 'accent');
      const bodyTop = y + h * 0.42;
      let out = stroke(
        P(
          'M',
          x + w * 0.24,
          bodyTop,
          'L',
          x + w * 0.24,
          y + w * 0.26,
          'A',
          w * 0.26,
          w * 0.26,
          0,
          0,
          1,
          x + w * 0.76,
          y + w * 0.26,
          'L',
          x + w * 0.76,
          bodyTop,
        ),
        color,
        w * 0.12,
      );
      out += rect(x, bodyTop, w, y + h - bodyTop, color, w * 0.12);
      out +=
        circle(x + w / 2, bodyTop + (y + h - bodyTop) * 0.42, w * 0.1, '#0b1f3a') +
        rect(x + w * 0.46, bodyTop + (y + h - bodyTop) * 0.45, w * 0.08, (y + h - bodyTop) * 0.3, '#0b1f3a', 2);
      return out;
    }
    case 'flag': {
      const {x, y, w, h} = part;
      return (
        rect(x, y, Math.max(4, w * 0.07), h, c('paper'), 2) +
        path(
          P(
            'M',
            x + w * 0.07,
            y + h * 0.04,
            'C',
            x + w * 0.4,
            y - h * 0.04,
            x + w * 0.6,
            y + h * 0.14,
            x + w,
            y + h * 0.06,
            'L',
            x + w,
            y + h * 0.4,
            'C',
            x + w * 0.6,
            y + h * 0.48,
            x + w * 0.4,
            y + h * 0.3,
            x + w * 0.07,
            y + h * 0.38,
            'Z',
          ),
          c(part.tone ?? 'accent'),
        )
      );
    }
    case 'target': {
      const {x, y, w, h} = part;
      const r = Math.min(w, h) / 2;
      const cx = x + w / 2;
      const cy = y + h / 2;
      let out = '';
      [1, 0.75, 0.5, 0.25].forEach((f, i) => (out += circle(cx, cy, r * f, c(i % 2 ? 'paper' : (part.tone ?? 'main')))));
      if (part.dart) {
        out += stroke(P('M', cx, cy, 'L', cx + r * 0.9, cy - r * 0.9), c('ink'), r * 0.07);
        out += path(
          P('M', cx + r * 0.9, cy - r * 0.9, 'L', cx + r * 1.05, cy - r * 1.15, 'L', cx + r * 1.2, cy - r * 0.95, 'Z'),
          c('accent'),
        );
        out += circle(cx, cy, r * 0.07, c('ink'));
      }
      return out;
    }
    case 'tag': {
      const {x, y, w, h} = part;
      return (
        path(
          P('M', x, y + h / 2, 'L', x + h * 0.45, y, 'L', x + w, y, 'L', x + w, y + h, 'L', x + h * 0.45, y + h, 'Z'),
          c(part.tone ?? 'accent'),
          {'stroke-linejoin': 'round', stroke: c(part.tone ?? 'accent'), 'stroke-width': 4},
        ) + circle(x + h * 0.45, y + h / 2, h * 0.12, '#0b1f3a')
      );
    }
    case 'speech': {
      const {x, y, w, h, flip} = part;
      const bh = h * 0.8;
      const tx = flip ? x + w * 0.75 : x + w * 0.25;
      let out = rect(x, y, w, bh, c(part.tone ?? 'paper'), Math.min(18, bh * 0.3));
      out += path(
        P('M', tx - w * 0.07, y + bh - 2, 'L', tx + (flip ? w * 0.08 : -w * 0.08), y + h, 'L', tx + w * 0.07, y + bh - 2, 'Z'),
        c(part.tone ?? 'paper'),
      );
      out += textLines(x + w * 0.14, y + bh * 0.18, w * 0.72, bh * 0.64, part.lines ?? 2, c('muted'));
      return out;
    }
    case 'umbrella': {
      const {x, y, w, h} = part;
      const color = c(part.tone ?? 'accent');
      const rim = y + h * 0.42;
      const sc = w / 4;
      let d = P('M', x, rim, 'A', w / 2, h * 0.42, 0, 0, 1, x + w, rim);
      for (let k = 4; k > 0; k -= 1) d += ' ' + P('A', sc / 2, sc * 0.3, 0, 0, 0, x + (k - 1) * sc, rim);
      return (
        path(d + ' Z', color) +
        stroke(
          P(
            'M',
            x + w / 2,
            rim,
            'L',
            x + w / 2,
            y + h - w * 0.08,
            'A',
            w * 0.08,
            w * 0.08,
            0,
            0,
            1,
            x + w / 2 - w * 0.16,
            y + h - w * 0.08,
          ),
          c('paper'),
          Math.max(4, w * 0.03),
        ) +
        rect(x + w / 2 - 3, y - h * 0.05, 6, h * 0.08, color, 3)
      );
    }
    case 'pulse': {
      const {x, y, w, h, width = 6} = part;
      const m = y + h / 2;
      return stroke(
        P(
          'M',
          x,
          m,
          'L',
          x + w * 0.3,
          m,
          'L',
          x + w * 0.38,
          y + h * 0.15,
          'L',
          x + w * 0.48,
          y + h,
          'L',
          x + w * 0.57,
          y,
          'L',
          x + w * 0.64,
          m,
          'L',
          x + w,
          m,
        ),
        c(part.tone ?? 'good'),
        width,
      );
    }
    case 'bin': {
      const {x, y, w, h} = part;
      const color = c(part.tone ?? 'muted');
      let out = rect(x, y + h * 0.08, w, h * 0.1, color, 4) + rect(x + w * 0.36, y, w * 0.28, h * 0.1, color, 3);
      out += path(
        P('M', x + w * 0.08, y + h * 0.22, 'L', x + w * 0.92, y + h * 0.22, 'L', x + w * 0.82, y + h, 'L', x + w * 0.18, y + h, 'Z'),
        color,
      );
      for (const f of [0.35, 0.5, 0.65])
        out += stroke(P('M', x + w * f, y + h * 0.34, 'L', x + w * f, y + h * 0.88), '#0b1f3a', Math.max(3, w * 0.05), {opacity: 0.45});
      return out;
    }
    case 'megaphone': {
      const {x, y, w, h} = part;
      const color = c(part.tone ?? 'accent');
      let out = path(
        P('M', x + w * 0.22, y + h * 0.36, 'L', x + w * 0.82, y, 'L', x + w * 0.82, y + h * 0.86, 'L', x + w * 0.22, y + h * 0.58, 'Z'),
        color,
        {'stroke-linejoin': 'round', stroke: color, 'stroke-width': 6},
      );
      out += rect(x, y + h * 0.32, w * 0.24, h * 0.3, c('paper'), 6);
      out += rect(x + w * 0.8, y - h * 0.02, w * 0.08, h * 0.9, c('paper'), 4);
      out += path(
        P('M', x + w * 0.3, y + h * 0.6, 'L', x + w * 0.44, y + h, 'L', x + w * 0.54, y + h, 'L', x + w * 0.46, y + h * 0.66, 'Z'),
        c('paper'),
      );
      return out;
    }
    case 'ticket': {
      const {x, y, w, h} = part;
      const r = h * 0.16;
      return (
        path(
          P(
            'M',
            x,
            y,
            'L',
            x + w,
            y,
            'L',
            x + w,
            y + h / 2 - r,
            'A',
            r,
            r,
            0,
            0,
            0,
            x + w,
            y + h / 2 + r,
            'L',
            x + w,
            y + h,
            'L',
            x,
            y + h,
            'L',
            x,
            y + h / 2 + r,
            'A',
            r,
            r,
            0,
            0,
            0,
            x,
            y + h / 2 - r,
            'Z',
          ),
          c(part.tone ?? 'paper'),
        ) +
        stroke(P('M', x + w * 0.7, y + 6, 'L', x + w * 0.7, y + h - 6), c('muted'), 2, {'stroke-dasharray': '5 5'}) +
        textLines(x + w * 0.1, y + h * 0.2, w * 0.5, h * 0.6, 2, c('muted'))
      );
    }
    case 'wrench': {
      const {x, y, w, h} = part;
      const color = c(part.tone ?? 'muted');
      const r = Math.min(w, h) * 0.22;
      const hx = x + r * 1.1;
      const hy = y + r * 1.1;
      return (
        stroke(P('M', hx, hy, 'L', x + w - r * 0.5, y + h - r * 0.5), color, r * 0.75) +
        circle(hx, hy, r, color) +
        // The open jaw: a notch cut toward the top-left.
        path(P('M', hx - r * 0.2, hy - r * 0.2, 'L', hx - r * 1.2, hy + r * 0.05, 'L', hx + r * 0.05, hy - r * 1.2, 'Z'), '#0b1f3a') +
        circle(hx - r * 0.25, hy - r * 0.25, r * 0.42, '#0b1f3a')
      );
    }
    case 'eye': {
      const {x, y, w, h} = part;
      const cx = x + w / 2;
      const cy = y + h / 2;
      let out = path(P('M', x, cy, 'Q', cx, y - h * 0.25, x + w, cy, 'Q', cx, y + h * 1.25, x, cy, 'Z'), c('paper'));
      out += circle(cx, cy, h * 0.32, c(part.tone ?? 'main')) + circle(cx, cy, h * 0.14, c('ink'));
      if (part.slash) out += stroke(P('M', x + w * 0.12, y + h * 1.05, 'L', x + w * 0.88, y - h * 0.05), c('alert'), Math.max(5, h * 0.1));
      return out;
    }
    case 'cart': {
      const {x, y, w, h} = part;
      const color = c(part.tone ?? 'paper');
      let out = stroke(
        P('M', x, y + h * 0.05, 'L', x + w * 0.14, y + h * 0.05, 'L', x + w * 0.26, y + h * 0.7, 'L', x + w * 0.9, y + h * 0.7),
        color,
        Math.max(5, h * 0.05),
      );
      out += path(
        P('M', x + w * 0.17, y + h * 0.2, 'L', x + w, y + h * 0.2, 'L', x + w * 0.92, y + h * 0.58, 'L', x + w * 0.24, y + h * 0.58, 'Z'),
        color,
        {opacity: 0.35},
      );
      out += circle(x + w * 0.34, y + h * 0.88, h * 0.09, color) + circle(x + w * 0.8, y + h * 0.88, h * 0.09, color);
      return out;
    }
    case 'flask': {
      const {x, y, w, h} = part;
      const color = c(part.tone ?? 'paper');
      const neck = w * 0.18;
      const d = P(
        'M',
        x + w / 2 - neck,
        y,
        'L',
        x + w / 2 - neck,
        y + h * 0.38,
        'L',
        x,
        y + h * 0.92,
        'Q',
        x,
        y + h,
        x + w * 0.1,
        y + h,
        'L',
        x + w * 0.9,
        y + h,
        'Q',
        x + w,
        y + h,
        x + w,
        y + h * 0.92,
        'L',
        x + w / 2 + neck,
        y + h * 0.38,
        'L',
        x + w / 2 + neck,
        y,
        'Z',
      );
      const liquid = P(
        'M',
        x + w * 0.2,
        y + h * 0.66,
        'L',
        x + w * 0.8,
        y + h * 0.66,
        'L',
        x + w * 0.97,
        y + h * 0.94,
        'L',
        x + w * 0.03,
        y + h * 0.94,
        'Z',
      );
      return (
        path(d, color, {opacity: 0.3}) +
        path(liquid, c(part.liquid ?? 'good')) +
        path(d, 'none', {stroke: color, 'stroke-width': 5, 'stroke-linejoin': 'round'}) +
        rect(x + w / 2 - neck * 1.4, y - 4, neck * 2.8, 8, color, 4)
      );
    }
    case 'head': {
      const {x, y, w, h} = part;
      // A head in profile facing right: crown, brow, nose, chin, neck.
      const d = P(
        'M',
        x + w * 0.22,
        y + h,
        'L',
        x + w * 0.22,
        y + h * 0.78,
        'C',
        x + w * 0.02,
        y + h * 0.66,
        x - w * 0.02,
        y + h * 0.3,
        x + w * 0.2,
        y + h * 0.12,
        'C',
        x + w * 0.42,
        y - h * 0.04,
        x + w * 0.82,
        y + h * 0.02,
        x + w * 0.86,
        y + h * 0.34,
        'L',
        x + w * 0.98,
        y + h * 0.52,
        'L',
        x + w * 0.88,
        y + h * 0.56,
        'L',
        x + w * 0.9,
        y + h * 0.68,
        'C',
        x + w * 0.9,
        y + h * 0.78,
        x + w * 0.8,
        y + h * 0.8,
        x + w * 0.7,
        y + h * 0.78,
        'L',
        x + w * 0.68,
        y + h,
        'Z',
      );
      let out = path(d, c(part.tone ?? 'light'));
      const g = c(part.gears ?? 'ink');
      out +=
        path(gearPath(x + w * 0.4, y + h * 0.36, Math.min(w, h) * 0.17, 8), g) +
        circle(x + w * 0.4, y + h * 0.36, Math.min(w, h) * 0.06, c(part.tone ?? 'light'));
      out +=
        path(gearPath(x + w * 0.62, y + h * 0.5, Math.min(w, h) * 0.11, 7), g) +
        circle(x + w * 0.62, y + h * 0.5, Math.min(w, h) * 0.04, c(part.tone ?? 'light'));
      return out;
    }
    case 'ruler': {
      const {x, y, w, h} = part;
      let out = rect(x, y, w, h, c(part.tone ?? 'warn'), 6);
      const n = 16;
      for (let k = 1; k < n; k += 1)
        out += stroke(P('M', x + (k * w) / n, y, 'L', x + (k * w) / n, y + h * (k % 4 === 0 ? 0.55 : 0.3)), c('ink'), 2.5);
      return out;
    }
    case 'signal': {
      const {x, y, w, h} = part;
      const color = c(part.tone ?? 'accent');
      const cx = x + w / 2;
      const cy = y + h;
      let out = circle(cx, cy - h * 0.08, Math.min(w, h) * 0.08, color);
      [0.35, 0.65, 0.95].forEach((f) => {
        const r = Math.min(w / 2, h) * f;
        out += stroke(
          P('M', cx - r * 0.7, cy - h * 0.08 - r * 0.7, 'A', r, r, 0, 0, 1, cx + r * 0.7, cy - h * 0.08 - r * 0.7),
          color,
          Math.max(4, h * 0.06),
        );
      });
      return out;
    }
    case 'cursor': {
      const {x, y, w, h} = part;
      return path(
        P(
          'M',
          x,
          y,
          'L',
          x,
          y + h * 0.82,
          'L',
          x + w * 0.3,
          y + h * 0.6,
          'L',
          x + w * 0.5,
          y + h,
          'L',
          x + w * 0.66,
          y + h * 0.92,
          'L',
          x + w * 0.46,
          y + h * 0.54,
          'L',
          x + w * 0.85,
          y + h * 0.54,
          'Z',
        ),
        c(part.tone ?? 'paper'),
        {stroke: '#0b1f3a', 'stroke-width': 3, 'stroke-linejoin': 'round'},
      );
    }
    case 'plank':
      return (
        rect(part.x, part.y, part.w, part.h, c(part.tone ?? 'warn'), 4) +
        stroke(P('M', part.x + part.w * 0.15, part.y + part.h / 2, 'L', part.x + part.w * 0.85, part.y + part.h / 2), '#0b1f3a', 2, {
          opacity: 0.25,
        })
      );
    case 'cliff': {
      const {x, y, w, h, side} = part;
      const d =
        side === 'left'
          ? P(
              'M',
              x,
              y,
              'L',
              x + w,
              y,
              'L',
              x + w * 0.9,
              y + h * 0.3,
              'L',
              x + w * 0.96,
              y + h * 0.55,
              'L',
              x + w * 0.84,
              y + h,
              'L',
              x,
              y + h,
              'Z',
            )
          : P(
              'M',
              x + w,
              y,
              'L',
              x,
              y,
              'L',
              x + w * 0.1,
              y + h * 0.35,
              'L',
              x + w * 0.03,
              y + h * 0.6,
              'L',
              x + w * 0.16,
              y + h,
              'L',
              x + w,
              y + h,
              'Z',
            );
      return path(d, c(part.tone ?? 'deep'), {'stroke-linejoin': 'round'});
    }
    case 'mark': {
      const r = Math.min(part.w, part.h) / 2;
      return markGlyph(part.mark, part.x + part.w / 2, part.y + part.h / 2, r, c(part.tone ?? defaultMarkTone[part.mark]));
    }
    case 'dot': {
      const r = Math.min(part.w, part.h) / 2;
      const extra: Record<string, string | number> = part.ring ? {stroke: c(part.ring), 'stroke-width': Math.max(3, r * 0.2)} : {};
      return circle(part.x + part.w / 2, part.y + part.h / 2, part.ring ? r - Math.max(3, r * 0.2) / 2 : r, c(part.tone ?? 'light'), extra);
    }
    case 'text':
      return `<text${attrs({x: part.x + part.w / 2, y: part.y + part.h * 0.82, 'font-family': FONT, 'font-size': part.h, 'font-weight': part.weight === 'normal' ? 400 : 700, 'text-anchor': 'middle', fill: c(part.tone ?? 'paper')})}>${escapeXml(part.text)}</text>`;
  }
}

function wrap(part: Part, body: string): string {
  if (part.kind === 'arrow') return part.opacity !== undefined ? `<g opacity="${num(part.opacity)}">${body}</g>` : body;
  const transform = part.rotate ? `rotate(${num(part.rotate)} ${num(part.x + part.w / 2)} ${num(part.y + part.h / 2)})` : undefined;
  if (!transform && part.opacity === undefined) return body;
  return `<g${attrs({transform, opacity: part.opacity})}>${body}</g>`;
}

/** One part as SVG markup, in canvas coordinates. */
export function renderPart(part: Part, palette: Palette): string {
  return wrap(
    part,
    drawPart(part, (tone) => toneColor(tone, palette)),
  );
}

/** The whole cover as an SVG document at the given output size. */
export function renderCover(scene: CoverScene, palette: Palette, size: {width: number; height: number} = CANVAS): string {
  const body = scene.parts.map((part) => renderPart(part, palette)).join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bg}"/><stop offset="1" stop-color="${BG_END}"/></linearGradient></defs>
  <rect width="${CANVAS.width}" height="${CANVAS.height}" fill="url(#bg)"/>
  ${body}
</svg>
`;
}

/** Problems with a scene a reviewer should not have to spot by eye; empty when it is fine. */
export function sceneProblems(scene: CoverScene): string[] {
  const problems: string[] = [];
  const alt = scene.alt.trim();
  if (!alt) problems.push('alt is empty');
  else if (/^(abstract|cover|image|picture)\b/i.test(alt)) problems.push('alt must say what the picture shows, not that it is a cover');
  if (alt.length > 250) problems.push(`alt is ${alt.length} characters, over 250`);
  if (scene.parts.length === 0) problems.push('scene has no parts');
  for (const part of scene.parts) {
    if (part.kind === 'text' && part.text.length > MAX_TEXT_LENGTH)
      problems.push(`text "${part.text}" is longer than ${MAX_TEXT_LENGTH} characters`);
    if (part.kind === 'calendar' && part.numeral && part.numeral.length > MAX_TEXT_LENGTH)
      problems.push(`calendar numeral "${part.numeral}" is too long`);
    if (part.kind === 'arrow') {
      if (part.points.length < 2) problems.push('an arrow needs at least two points');
    } else if (part.x + part.w < 0 || part.y + part.h < 0 || part.x > CANVAS.width || part.y > CANVAS.height) {
      problems.push(`a ${part.kind} lies entirely off the canvas`);
    }
  }
  return problems;
}

/** A canonical form of a scene's drawing (keys sorted), to tell whether two scenes draw the same picture. */
export function sceneFingerprint(scene: CoverScene): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    return value;
  };
  return JSON.stringify(canonical(scene.parts));
}
