/**
 * What each post's cover shows. A scene is a list of parts from the drawing
 * kit (tools/covers/kit.ts) placed on an 800x400 canvas, plus the alt text
 * written from that picture; `npm run covers` draws it in the category's
 * palette (src/data/categories.ts) and copies the alt text into the post's
 * `image_alt`.
 *
 * A new post gets its category's default scene until it has its own entry
 * here; the unit tests fail while any post is drawn from a default, and
 * when two posts would get the same picture.
 *
 * Type-only imports on purpose: tools/covers/draw.mjs loads this file on
 * its own (transpiled), so it must not import anything at run time.
 */
import type {CoverScene, Part, Point} from '@site/tools/covers/kit';
import {categoryOrDefault, type CategoryName} from '@site/src/data/categories';

/** A line between two points with no arrowhead. */
const link = (from: Point, to: Point, extra: Partial<Extract<Part, {kind: 'arrow'}>> = {}): Part => ({
  kind: 'arrow',
  points: [from, to],
  head: false,
  width: 3,
  ...extra,
});

/** Drawn for a post that has no scene of its own yet: one per category. */
export const defaultScenes: Record<CategoryName, CoverScene> = {
  Insights: {
    alt: categoryOrDefault('Insights').coverAlt,
    parts: [
      {kind: 'document', x: 250, y: 50, w: 230, h: 300, lines: 4, chart: 'line'},
      {kind: 'magnifier', x: 400, y: 130, w: 200, h: 200},
    ],
  },
  'HubSpot Consultant': {
    alt: categoryOrDefault('HubSpot Consultant').coverAlt,
    parts: [
      {kind: 'person', x: 180, y: 110, w: 140, h: 230, tone: 'light'},
      {kind: 'document', x: 380, y: 70, w: 180, h: 250, lines: 6},
      {kind: 'gear', x: 560, y: 200, w: 120, h: 120, tone: 'main'},
    ],
  },
  'Tips & Tricks': {
    alt: categoryOrDefault('Tips & Tricks').coverAlt,
    parts: [
      {kind: 'document', x: 260, y: 60, w: 200, h: 280, checks: [true, true, true, true]},
      {kind: 'wrench', x: 500, y: 130, w: 140, h: 140, tone: 'light'},
    ],
  },
  'Data Management': {
    alt: categoryOrDefault('Data Management').coverAlt,
    parts: [
      {kind: 'database', x: 150, y: 130, w: 120, h: 150},
      {kind: 'gear', x: 340, y: 145, w: 120, h: 120},
      {kind: 'database', x: 530, y: 130, w: 120, h: 150, tone: 'light'},
      {
        kind: 'arrow',
        points: [
          [280, 205],
          [330, 205],
        ],
      },
      {
        kind: 'arrow',
        points: [
          [470, 205],
          [520, 205],
        ],
      },
    ],
  },
  'Case Study': {
    alt: categoryOrDefault('Case Study').coverAlt,
    parts: [
      {kind: 'building', x: 180, y: 100, w: 140, h: 240},
      {kind: 'bars', x: 380, y: 120, w: 240, h: 220, values: [0.35, 0.55, 0.75, 1], tone: 'light', axis: true},
      {kind: 'mark', x: 600, y: 70, w: 64, h: 64, mark: 'check'},
    ],
  },
  'Data Quality': {
    alt: categoryOrDefault('Data Quality').coverAlt,
    parts: [
      {kind: 'card', x: 120, y: 90, w: 260, h: 100, avatar: 'main', mark: 'check'},
      {kind: 'card', x: 120, y: 220, w: 260, h: 100, avatar: 'main', mark: 'check'},
      {kind: 'gauge', x: 450, y: 130, w: 240, h: 140, value: 0.85},
    ],
  },
  'Marketing Operations': {
    alt: categoryOrDefault('Marketing Operations').coverAlt,
    parts: [
      {kind: 'megaphone', x: 140, y: 130, w: 180, h: 150},
      {kind: 'dashboard', x: 390, y: 90, w: 280, h: 220, cols: 2, rows: 2, tiles: ['bars', 'line', 'kpi', 'donut']},
    ],
  },
  'Marketing Attribution': {
    alt: categoryOrDefault('Marketing Attribution').coverAlt,
    parts: [
      {kind: 'dot', x: 150, y: 90, w: 50, h: 50, tone: 'main'},
      {kind: 'dot', x: 150, y: 180, w: 50, h: 50, tone: 'light'},
      {kind: 'dot', x: 150, y: 270, w: 50, h: 50, tone: 'accent'},
      {
        kind: 'arrow',
        points: [
          [215, 115],
          [380, 185],
        ],
        tone: 'main',
      },
      {
        kind: 'arrow',
        points: [
          [215, 205],
          [380, 205],
        ],
        tone: 'light',
      },
      {
        kind: 'arrow',
        points: [
          [215, 295],
          [380, 225],
        ],
        tone: 'accent',
      },
      {kind: 'donut', x: 420, y: 90, w: 230, h: 230, values: [5, 3, 2], tones: ['main', 'light', 'accent']},
    ],
  },
  HubSpot: {
    alt: categoryOrDefault('HubSpot').coverAlt,
    parts: [
      {kind: 'card', x: 110, y: 110, w: 220, h: 90, avatar: 'main'},
      {kind: 'gear', x: 170, y: 220, w: 100, h: 100, tone: 'light'},
      {kind: 'dashboard', x: 390, y: 80, w: 300, h: 240, cols: 3, rows: 2, tiles: ['kpi', 'bars', 'line']},
    ],
  },
  'Lead Management': {
    alt: categoryOrDefault('Lead Management').coverAlt,
    parts: [
      {kind: 'funnel', x: 180, y: 60, w: 260, h: 280, tones: ['light', 'main', 'accent']},
      {
        kind: 'arrow',
        points: [
          [330, 330],
          [515, 250],
        ],
      },
      {kind: 'card', x: 530, y: 180, w: 190, h: 90, avatar: 'main', mark: 'check'},
    ],
  },
  'Private Equity': {
    alt: categoryOrDefault('Private Equity').coverAlt,
    parts: [
      {kind: 'building', x: 170, y: 200, w: 100, h: 150, tone: 'light'},
      {kind: 'building', x: 340, y: 170, w: 110, h: 180, tone: 'light'},
      {kind: 'building', x: 520, y: 130, w: 120, h: 220, tone: 'light'},
      {kind: 'line', x: 150, y: 50, w: 510, h: 100, values: [0.1, 0.35, 0.55, 0.9], tone: 'accent', dots: true},
    ],
  },
};

/** Fourteen clinic positions over the map, for the healthcare roll-up. */
const clinicSpots: readonly Point[] = [
  [70, 70],
  [150, 105],
  [235, 62],
  [320, 95],
  [405, 70],
  [95, 170],
  [190, 190],
  [285, 165],
  [380, 185],
  [60, 270],
  [150, 290],
  [250, 262],
  [345, 290],
  [430, 260],
];

/** Thirty tiles, mostly unread: the abandoned marketing dashboard. */
const crowdedTiles = [
  'unread',
  'bars',
  'unread',
  'kpi',
  'unread',
  'unread',
  'line',
  'unread',
  'unread',
  'unread',
  'donut',
  'unread',
  'unread',
  'unread',
  'kpi',
  'unread',
  'unread',
  'bars',
  'unread',
  'line',
  'unread',
  'unread',
  'unread',
  'unread',
  'kpi',
  'unread',
  'unread',
  'bars',
  'unread',
  'unread',
] as const;

export const coverScenes: Record<string, CoverScene> = {
  'hubspot-workflows-audit': {
    alt: 'A tangle of workflow boxes joined by crossing arrows, two of them pointing at each other in red, under a magnifying glass; beside it a checklist with check marks and one cross, and a bin with a box dropping into it.',
    parts: [
      {
        kind: 'arrow',
        points: [
          [130, 100],
          [320, 195],
        ],
        tone: 'light',
        width: 4,
      },
      {
        kind: 'arrow',
        points: [
          [300, 85],
          [120, 280],
        ],
        tone: 'light',
        width: 4,
      },
      {
        kind: 'arrow',
        points: [
          [200, 185],
          [280, 300],
        ],
        tone: 'light',
        width: 4,
      },
      {
        kind: 'arrow',
        points: [
          [100, 290],
          [290, 330],
        ],
        tone: 'light',
        width: 4,
        curve: 30,
      },
      {kind: 'card', x: 50, y: 60, w: 110, h: 60, header: 'main', lines: 2},
      {kind: 'card', x: 250, y: 45, w: 110, h: 60, header: 'main', lines: 2},
      {kind: 'card', x: 115, y: 170, w: 110, h: 60, header: 'main', lines: 2},
      {kind: 'card', x: 325, y: 180, w: 110, h: 60, header: 'main', lines: 2},
      {kind: 'card', x: 50, y: 270, w: 110, h: 60, header: 'main', lines: 2},
      {kind: 'card', x: 250, y: 300, w: 110, h: 60, header: 'main', lines: 2},
      {
        kind: 'arrow',
        points: [
          [236, 203],
          [314, 207],
        ],
        tone: 'alert',
        width: 6,
        both: true,
      },
      {kind: 'magnifier', x: 185, y: 117, w: 220, h: 220},
      {kind: 'document', x: 470, y: 50, w: 170, h: 230, checks: [true, true, false, true, true]},
      {kind: 'bin', x: 665, y: 230, w: 90, h: 120},
      {kind: 'card', x: 672, y: 150, w: 76, h: 44, header: 'main', lines: 1, rotate: -24},
    ],
  },
  'marketing-sourced-vs-influenced': {
    alt: 'On the left, a pie split into three slices that fill the whole circle; on the right, one deal card with five campaign dots around it, each joined to it by a thin line.',
    parts: [
      {kind: 'donut', x: 60, y: 70, w: 260, h: 260, values: [5, 3, 2], tones: ['main', 'light', 'accent'], hole: 0},
      link([400, 50], [400, 350], {tone: 'muted', dashed: true}),
      link([490, 85], [560, 170], {tone: 'light'}),
      link([610, 70], [605, 170], {tone: 'light'}),
      link([725, 105], [660, 175], {tone: 'light'}),
      link([730, 310], [665, 235], {tone: 'light'}),
      link([490, 320], [555, 235], {tone: 'light'}),
      {kind: 'card', x: 530, y: 160, w: 150, h: 85, header: 'accent', lines: 2},
      {kind: 'dot', x: 470, y: 62, w: 40, h: 40, tone: 'light'},
      {kind: 'dot', x: 590, y: 45, w: 40, h: 40, tone: 'main', ring: 'light'},
      {kind: 'dot', x: 708, y: 85, w: 40, h: 40, tone: 'light'},
      {kind: 'dot', x: 712, y: 292, w: 40, h: 40, tone: 'main', ring: 'light'},
      {kind: 'dot', x: 470, y: 300, w: 40, h: 40, tone: 'light'},
    ],
  },
  'data-quality-kpis': {
    alt: 'A large dial with its needle in the green, beside a scorecard of six small dials: five in the green or amber and one in the red.',
    parts: [
      {kind: 'panel', x: 40, y: 70, w: 320, h: 260, tone: 'deep', radius: 18},
      {kind: 'gauge', x: 60, y: 100, w: 280, h: 170, value: 0.82},
      {
        kind: 'bars',
        x: 110,
        y: 280,
        w: 180,
        h: 30,
        values: [1, 1, 1, 1, 1, 1],
        tones: ['light', 'light', 'light', 'light', 'alert', 'light'],
      },
      {kind: 'panel', x: 400, y: 60, w: 110, h: 130, tone: 'deep'},
      {kind: 'panel', x: 525, y: 60, w: 110, h: 130, tone: 'deep'},
      {kind: 'panel', x: 650, y: 60, w: 110, h: 130, tone: 'deep'},
      {kind: 'panel', x: 400, y: 210, w: 110, h: 130, tone: 'deep'},
      {kind: 'panel', x: 525, y: 210, w: 110, h: 130, tone: 'deep'},
      {kind: 'panel', x: 650, y: 210, w: 110, h: 130, tone: 'deep'},
      {kind: 'gauge', x: 415, y: 85, w: 80, h: 60, value: 0.8},
      {kind: 'gauge', x: 540, y: 85, w: 80, h: 60, value: 0.72},
      {kind: 'gauge', x: 665, y: 85, w: 80, h: 60, value: 0.9},
      {kind: 'gauge', x: 415, y: 235, w: 80, h: 60, value: 0.58},
      {kind: 'gauge', x: 540, y: 235, w: 80, h: 60, value: 0.18},
      {kind: 'gauge', x: 665, y: 235, w: 80, h: 60, value: 0.85},
      {kind: 'bars', x: 420, y: 160, w: 70, h: 10, values: [1], tone: 'light'},
      {kind: 'bars', x: 545, y: 160, w: 70, h: 10, values: [1], tone: 'light'},
      {kind: 'bars', x: 670, y: 160, w: 70, h: 10, values: [1], tone: 'light'},
      {kind: 'bars', x: 420, y: 310, w: 70, h: 10, values: [1], tone: 'light'},
      {kind: 'bars', x: 545, y: 310, w: 70, h: 10, values: [1], tone: 'alert'},
      {kind: 'bars', x: 670, y: 310, w: 70, h: 10, values: [1], tone: 'light'},
    ],
  },
  'reading-buying-signals-in-your-crm': {
    alt: 'Signal waves rising from a company building; an opened email, a mouse pointer and a web page each send an arrow into one account card holding a rising bar chart.',
    parts: [
      {kind: 'signal', x: 65, y: 50, w: 110, h: 80},
      {kind: 'building', x: 60, y: 150, w: 120, h: 200, tone: 'main'},
      {kind: 'envelope', x: 270, y: 60, w: 100, h: 66},
      {kind: 'cursor', x: 300, y: 165, w: 46, h: 64},
      {kind: 'document', x: 285, y: 255, w: 75, h: 100, lines: 4},
      {
        kind: 'arrow',
        points: [
          [385, 95],
          [515, 170],
        ],
        tone: 'light',
      },
      {
        kind: 'arrow',
        points: [
          [375, 200],
          [515, 205],
        ],
        tone: 'light',
      },
      {
        kind: 'arrow',
        points: [
          [375, 305],
          [515, 240],
        ],
        tone: 'light',
      },
      {kind: 'card', x: 530, y: 110, w: 230, h: 190, header: 'main', lines: 2},
      {kind: 'bars', x: 555, y: 200, w: 180, h: 80, values: [0.25, 0.45, 0.7, 1], tone: 'accent'},
    ],
  },
  'hubspot-adoption-training': {
    alt: 'A spreadsheet crossed out in red; three people, each with a training card in their own color; and a line chart that dips after launch and then climbs.',
    parts: [
      {kind: 'table', x: 40, y: 110, w: 170, h: 150, cols: 4, rows: 4, header: 'line', opacity: 0.6},
      {kind: 'mark', x: 180, y: 88, w: 48, h: 48, mark: 'cross'},
      {kind: 'person', x: 262, y: 150, w: 72, h: 115, tone: 'main'},
      {kind: 'person', x: 347, y: 150, w: 72, h: 115, tone: 'light'},
      {kind: 'person', x: 432, y: 150, w: 72, h: 115, tone: 'accent'},
      {kind: 'card', x: 258, y: 285, w: 80, h: 56, header: 'main', lines: 2},
      {kind: 'card', x: 343, y: 285, w: 80, h: 56, header: 'light', lines: 2},
      {kind: 'card', x: 428, y: 285, w: 80, h: 56, header: 'accent', lines: 2},
      {kind: 'panel', x: 550, y: 80, w: 210, h: 240, tone: 'deep'},
      {
        kind: 'line',
        x: 575,
        y: 110,
        w: 160,
        h: 180,
        values: [0.72, 0.35, 0.3, 0.52, 0.72, 0.9],
        tone: 'light',
        area: true,
        dots: true,
        width: 4,
      },
    ],
  },
  'pipeline-stage-definitions': {
    alt: 'A five-step staircase, each step marked with a green check mark, with a buyer figure standing on the third step and a flag on the top step.',
    parts: [
      {kind: 'stairs', x: 130, y: 120, w: 540, h: 240, steps: 5, checks: true},
      {kind: 'person', x: 352, y: 106, w: 64, h: 110, tone: 'accent'},
      {kind: 'flag', x: 590, y: 40, w: 60, h: 76},
    ],
  },
  'data-lineage-for-revenue-teams': {
    alt: 'Three database cylinders on the left send arrows through two gears into a board report with a bar chart; one link is dashed in red with a red cross where it breaks.',
    parts: [
      {
        kind: 'arrow',
        points: [
          [135, 95],
          [295, 130],
        ],
        tone: 'light',
        width: 4,
      },
      {
        kind: 'arrow',
        points: [
          [135, 200],
          [295, 145],
        ],
        tone: 'light',
        width: 4,
      },
      {
        kind: 'arrow',
        points: [
          [135, 210],
          [295, 262],
        ],
        tone: 'light',
        width: 4,
      },
      {
        kind: 'arrow',
        points: [
          [135, 305],
          [295, 275],
        ],
        tone: 'light',
        width: 4,
      },
      {
        kind: 'arrow',
        points: [
          [390, 135],
          [550, 170],
        ],
        tone: 'light',
        width: 4,
      },
      {
        kind: 'arrow',
        points: [
          [390, 270],
          [550, 235],
        ],
        tone: 'alert',
        width: 4,
        dashed: true,
      },
      {kind: 'database', x: 50, y: 50, w: 85, h: 95},
      {kind: 'database', x: 50, y: 155, w: 85, h: 95},
      {kind: 'database', x: 50, y: 260, w: 85, h: 95},
      {kind: 'gear', x: 300, y: 90, w: 90, h: 90},
      {kind: 'gear', x: 300, y: 225, w: 90, h: 90},
      {kind: 'mark', x: 452, y: 232, w: 38, h: 38, mark: 'cross'},
      {kind: 'document', x: 560, y: 60, w: 190, h: 270, lines: 4, chart: 'bars'},
    ],
  },
  'nrr-reporting-in-hubspot': {
    alt: 'A waterfall chart on a dark panel: a starting revenue bar with a padlock on it, a green rise for expansion, a red drop for churn, and a taller ending bar.',
    parts: [
      {kind: 'panel', x: 140, y: 40, w: 520, h: 320, tone: 'deep', radius: 18},
      {kind: 'waterfall', x: 180, y: 80, w: 440, h: 250, start: 60, steps: [30, -12]},
      link([170, 332], [630, 332], {tone: 'muted'}),
      {kind: 'lock', x: 208, y: 210, w: 56, h: 72, tone: 'paper'},
    ],
  },
  'revops-team-structure': {
    alt: 'Three org charts on rising steps: a single person; a lead with two reports; and a lead with three managers and six team members.',
    parts: [
      {kind: 'panel', x: 40, y: 300, w: 190, h: 70, tone: 'deep'},
      {kind: 'panel', x: 270, y: 260, w: 220, h: 110, tone: 'deep'},
      {kind: 'panel', x: 530, y: 220, w: 240, h: 150, tone: 'deep'},
      {kind: 'org', x: 95, y: 205, w: 80, h: 95, levels: [1]},
      {kind: 'org', x: 300, y: 110, w: 160, h: 150, levels: [1, 2]},
      {kind: 'org', x: 535, y: 30, w: 230, h: 190, levels: [1, 3, 6]},
    ],
  },
  'lifecycle-stages-done-right': {
    alt: 'Six stage dots joined by forward arrows along a line, with a dashed loop carrying a contact card from the fifth stage back to the second.',
    parts: [
      {
        kind: 'arrow',
        points: [
          [125, 160],
          [178, 160],
        ],
      },
      {
        kind: 'arrow',
        points: [
          [249, 160],
          [302, 160],
        ],
      },
      {
        kind: 'arrow',
        points: [
          [373, 160],
          [426, 160],
        ],
      },
      {
        kind: 'arrow',
        points: [
          [497, 160],
          [550, 160],
        ],
      },
      {
        kind: 'arrow',
        points: [
          [621, 160],
          [674, 160],
        ],
      },
      {kind: 'dot', x: 55, y: 125, w: 70, h: 70, tone: 'light'},
      {kind: 'dot', x: 179, y: 125, w: 70, h: 70, tone: 'light'},
      {kind: 'dot', x: 303, y: 125, w: 70, h: 70, tone: 'main', ring: 'light'},
      {kind: 'dot', x: 427, y: 125, w: 70, h: 70, tone: 'main', ring: 'light'},
      {kind: 'dot', x: 551, y: 125, w: 70, h: 70, tone: 'main', ring: 'light'},
      {kind: 'dot', x: 675, y: 125, w: 70, h: 70, tone: 'accent'},
      {
        kind: 'arrow',
        points: [
          [586, 205],
          [214, 205],
        ],
        tone: 'accent',
        dashed: true,
        curve: -150,
      },
      {kind: 'card', x: 345, y: 245, w: 110, h: 62, avatar: 'main', lines: 2},
    ],
  },
  'deduplication-rules-that-hold': {
    alt: 'A magnifying glass over two overlapping, near-identical contact cards, and an arrow to a single merged card with a green check mark.',
    parts: [
      {kind: 'card', x: 60, y: 100, w: 230, h: 110, avatar: 'main', rotate: -7},
      {kind: 'card', x: 100, y: 175, w: 230, h: 110, avatar: 'main', rotate: 5},
      {kind: 'magnifier', x: 150, y: 70, w: 240, h: 240},
      {
        kind: 'arrow',
        points: [
          [395, 210],
          [490, 210],
        ],
        width: 7,
      },
      {kind: 'card', x: 510, y: 140, w: 250, h: 130, avatar: 'main', mark: 'check'},
    ],
  },
  'forecast-accuracy-crm-hygiene': {
    alt: 'A dashed forecast line closing in on a solid actual line on a chart panel, next to a target with a dart in the bullseye.',
    parts: [
      {kind: 'panel', x: 40, y: 60, w: 460, h: 280, tone: 'deep', radius: 18},
      {kind: 'line', x: 75, y: 95, w: 390, h: 210, values: [0.2, 0.3, 0.42, 0.5, 0.6, 0.66], tone: 'light', dots: true},
      {kind: 'line', x: 75, y: 95, w: 390, h: 210, values: [0.92, 0.86, 0.78, 0.72, 0.67, 0.66], tone: 'accent', dashed: true},
      {kind: 'target', x: 560, y: 100, w: 200, h: 200, dart: true},
    ],
  },
  'hubspot-permissions-and-teams': {
    alt: 'Three company buildings linked to the rows of an access grid of check marks, crosses and blank cells, beside a shield with a padlock.',
    parts: [
      {kind: 'building', x: 40, y: 40, w: 70, h: 95, tone: 'main'},
      {kind: 'building', x: 40, y: 155, w: 70, h: 95, tone: 'light'},
      {kind: 'building', x: 40, y: 270, w: 70, h: 95, tone: 'accent'},
      {
        kind: 'arrow',
        points: [
          [120, 90],
          [240, 170],
        ],
        tone: 'muted',
        width: 4,
        dashed: true,
      },
      {
        kind: 'arrow',
        points: [
          [120, 205],
          [240, 230],
        ],
        tone: 'muted',
        width: 4,
        dashed: true,
      },
      {
        kind: 'arrow',
        points: [
          [120, 315],
          [240, 290],
        ],
        tone: 'muted',
        width: 4,
        dashed: true,
      },
      {
        kind: 'table',
        x: 250,
        y: 80,
        w: 300,
        h: 240,
        cols: 4,
        rows: 3,
        marks: [
          [0, 'check'],
          [1, 'check'],
          [3, 'cross'],
          [4, 'check'],
          [6, 'check'],
          [7, 'cross'],
          [9, 'cross'],
          [10, 'check'],
          [11, 'check'],
        ],
      },
      {kind: 'shield', x: 600, y: 90, w: 160, h: 200},
      {kind: 'lock', x: 650, y: 140, w: 60, h: 78, tone: 'paper'},
    ],
  },
  'hubspot-vs-salesforce-for-portfolio-companies': {
    alt: 'A balance scale weighing two plain boxes, orange on the left and blue on the right, beside three coin stacks of rising height.',
    parts: [
      {kind: 'balance', x: 120, y: 50, w: 420, h: 300, tilt: 5, left: 'main', right: 'accent'},
      {kind: 'coins', x: 590, y: 280, w: 50, h: 60, count: 3},
      {kind: 'coins', x: 650, y: 220, w: 50, h: 120, count: 6},
      {kind: 'coins', x: 710, y: 160, w: 50, h: 180, count: 9},
      link([575, 345], [775, 345], {tone: 'muted'}),
    ],
  },
  'board-ready-pipeline-reporting': {
    alt: 'A presentation screen of five small charts (bars against a target line, monthly bars, a funnel, two forecast lines and aging bars) in front of four seated figures.',
    parts: [
      {kind: 'panel', x: 390, y: 270, w: 20, h: 60, tone: 'muted', radius: 4},
      {kind: 'panel', x: 110, y: 25, w: 580, h: 255, tone: 'paper', radius: 14},
      {kind: 'panel', x: 130, y: 45, w: 170, h: 105, tone: 'muted', radius: 8, opacity: 0.45},
      {kind: 'panel', x: 315, y: 45, w: 170, h: 105, tone: 'muted', radius: 8, opacity: 0.45},
      {kind: 'panel', x: 500, y: 45, w: 170, h: 105, tone: 'muted', radius: 8, opacity: 0.45},
      {kind: 'panel', x: 130, y: 162, w: 262, h: 98, tone: 'muted', radius: 8, opacity: 0.45},
      {kind: 'panel', x: 407, y: 162, w: 263, h: 98, tone: 'muted', radius: 8, opacity: 0.45},
      {kind: 'bars', x: 165, y: 60, w: 100, h: 78, values: [0.55, 0.9], tone: 'main', target: 0.75},
      {kind: 'bars', x: 330, y: 60, w: 140, h: 78, values: [0.4, 0.6, 0.5, 0.75, 0.65, 0.9], tone: 'main'},
      {kind: 'funnel', x: 545, y: 58, w: 80, h: 80, tones: ['main', 'light', 'accent']},
      {kind: 'line', x: 150, y: 175, w: 222, h: 70, values: [0.3, 0.45, 0.5, 0.7, 0.8], tone: 'main', width: 4},
      {kind: 'line', x: 150, y: 175, w: 222, h: 70, values: [0.5, 0.55, 0.6, 0.72, 0.85], tone: 'accent', width: 4, dashed: true},
      {kind: 'bars', x: 430, y: 175, w: 220, h: 72, values: [0.3, 0.45, 0.6, 0.85], tones: ['main', 'main', 'warn', 'alert']},
      {kind: 'person', x: 150, y: 305, w: 75, h: 95, tone: 'light'},
      {kind: 'person', x: 270, y: 305, w: 75, h: 95, tone: 'light'},
      {kind: 'person', x: 455, y: 305, w: 75, h: 95, tone: 'light'},
      {kind: 'person', x: 575, y: 305, w: 75, h: 95, tone: 'light'},
    ],
  },
  'forgotten-art-campaign-documentation': {
    alt: 'A megaphone, a one-page brief on a clipboard with a name tag across its foot, and a results log table with one row highlighted.',
    parts: [
      {kind: 'megaphone', x: 40, y: 120, w: 170, h: 150},
      {kind: 'document', x: 260, y: 55, w: 190, h: 270, lines: 7, clip: true},
      {kind: 'tag', x: 290, y: 300, w: 160, h: 52, tone: 'light', rotate: -8},
      {kind: 'table', x: 500, y: 90, w: 260, h: 220, cols: 3, rows: 5, highlightRows: [2]},
    ],
  },
  'psychology-data-governance': {
    alt: 'A head in profile with two gears inside, a dashed arrow to a rule sheet of check marks and one cross, and a person standing beside the sheet.',
    parts: [
      {kind: 'head', x: 60, y: 60, w: 250, h: 290},
      {
        kind: 'arrow',
        points: [
          [330, 190],
          [410, 190],
        ],
        dashed: true,
        width: 5,
      },
      {kind: 'document', x: 425, y: 70, w: 180, h: 250, checks: [true, true, false, true, true]},
      {kind: 'person', x: 640, y: 170, w: 100, h: 170, tone: 'main'},
    ],
  },
  'customer-acquisition-cost': {
    alt: 'Three coin stacks of different heights, one per channel, feeding an arrow to one customer figure, beside an hourglass for the payback period.',
    parts: [
      {kind: 'coins', x: 50, y: 230, w: 70, h: 110, count: 4, tone: 'warn'},
      {kind: 'coins', x: 130, y: 150, w: 70, h: 190, count: 7, tone: 'warn'},
      {kind: 'coins', x: 210, y: 200, w: 70, h: 140, count: 5, tone: 'warn'},
      link([40, 345], [290, 345], {tone: 'muted'}),
      {
        kind: 'arrow',
        points: [
          [300, 250],
          [420, 250],
        ],
        width: 7,
      },
      {kind: 'person', x: 440, y: 120, w: 130, h: 220, tone: 'light'},
      {kind: 'hourglass', x: 630, y: 110, w: 110, h: 190},
    ],
  },
  'add-on-acquisition-crm-integration': {
    alt: 'A small company building on the left, a larger platform building on the right, and between them two field lists joined row to row by crossing mapping lines.',
    parts: [
      {kind: 'building', x: 40, y: 190, w: 90, h: 140, tone: 'light', floors: 3},
      {kind: 'database', x: 140, y: 250, w: 60, h: 80, tone: 'light'},
      {kind: 'table', x: 230, y: 70, w: 130, h: 260, cols: 1, rows: 5, header: 'light'},
      {kind: 'table', x: 450, y: 70, w: 130, h: 260, cols: 1, rows: 5, header: 'main'},
      link([362, 135], [448, 135], {tone: 'accent'}),
      link([362, 178], [448, 222], {tone: 'accent'}),
      link([362, 222], [448, 178], {tone: 'accent'}),
      link([362, 265], [448, 308], {tone: 'accent'}),
      link([362, 308], [448, 265], {tone: 'accent'}),
      {kind: 'building', x: 620, y: 70, w: 140, h: 260, tone: 'main', floors: 6},
    ],
  },
  'demystifying-utm-parameters': {
    alt: 'A browser address bar whose tail is split into five colored segments, each joined by a line to a label tag of the same color below.',
    parts: [
      link([384, 140], [115, 270], {tone: 'muted'}),
      link([457, 140], [255, 270], {tone: 'muted'}),
      link([531, 140], [395, 270], {tone: 'muted'}),
      link([604, 140], [535, 270], {tone: 'muted'}),
      link([678, 140], [675, 270], {tone: 'muted'}),
      {kind: 'urlbar', x: 60, y: 90, w: 680, h: 64, chips: ['main', 'light', 'accent', 'good', 'alert']},
      {kind: 'tag', x: 60, y: 270, w: 110, h: 50, tone: 'main', rotate: -6},
      {kind: 'tag', x: 200, y: 270, w: 110, h: 50, tone: 'light', rotate: 4},
      {kind: 'tag', x: 340, y: 270, w: 110, h: 50, tone: 'accent', rotate: -3},
      {kind: 'tag', x: 480, y: 270, w: 110, h: 50, tone: 'good', rotate: 5},
      {kind: 'tag', x: 620, y: 270, w: 110, h: 50, tone: 'alert', rotate: -4},
    ],
  },
  'marketing-operations-isnt-it': {
    alt: 'A pile of help-desk tickets under a wrench, an arrow, and a tidy board of three columns with cards moving across, the last ones checked.',
    parts: [
      {kind: 'ticket', x: 60, y: 130, w: 180, h: 62, rotate: -9},
      {kind: 'ticket', x: 80, y: 190, w: 180, h: 62, rotate: 7},
      {kind: 'ticket', x: 50, y: 250, w: 180, h: 62, rotate: -4},
      {kind: 'ticket', x: 90, y: 300, w: 180, h: 62, rotate: 10},
      {kind: 'wrench', x: 170, y: 50, w: 100, h: 100, tone: 'light'},
      {
        kind: 'arrow',
        points: [
          [305, 210],
          [415, 210],
        ],
        tone: 'accent',
        width: 7,
      },
      {kind: 'panel', x: 440, y: 55, w: 320, h: 290, tone: 'paper', radius: 14},
      {kind: 'panel', x: 455, y: 75, w: 92, h: 255, tone: 'muted', radius: 8, opacity: 0.5},
      {kind: 'panel', x: 554, y: 75, w: 92, h: 255, tone: 'muted', radius: 8, opacity: 0.5},
      {kind: 'panel', x: 653, y: 75, w: 92, h: 255, tone: 'muted', radius: 8, opacity: 0.5},
      {kind: 'card', x: 462, y: 88, w: 78, h: 50, header: 'main', lines: 2},
      {kind: 'card', x: 462, y: 148, w: 78, h: 50, header: 'main', lines: 2},
      {kind: 'card', x: 462, y: 208, w: 78, h: 50, header: 'main', lines: 2},
      {kind: 'card', x: 561, y: 88, w: 78, h: 50, header: 'light', lines: 2},
      {kind: 'card', x: 561, y: 148, w: 78, h: 50, header: 'light', lines: 2},
      {kind: 'card', x: 660, y: 88, w: 78, h: 50, header: 'accent', lines: 2, mark: 'check'},
      {kind: 'card', x: 660, y: 148, w: 78, h: 50, header: 'accent', lines: 2, mark: 'check'},
    ],
  },
  'data-enrichment-strategy': {
    alt: 'Three database cylinders ranked 1, 2 and 3 send arrows into the fields of a contact card, with a clock beside the card for the refresh cycle.',
    parts: [
      {kind: 'database', x: 50, y: 40, w: 85, h: 95},
      {kind: 'database', x: 50, y: 150, w: 85, h: 95, opacity: 0.8},
      {kind: 'database', x: 50, y: 260, w: 85, h: 95, opacity: 0.6},
      {kind: 'dot', x: 120, y: 32, w: 38, h: 38, tone: 'accent'},
      {kind: 'text', x: 120, y: 39, w: 38, h: 25, text: '1', tone: 'ink'},
      {kind: 'dot', x: 120, y: 142, w: 38, h: 38, tone: 'accent'},
      {kind: 'text', x: 120, y: 149, w: 38, h: 25, text: '2', tone: 'ink'},
      {kind: 'dot', x: 120, y: 252, w: 38, h: 38, tone: 'accent'},
      {kind: 'text', x: 120, y: 259, w: 38, h: 25, text: '3', tone: 'ink'},
      {
        kind: 'arrow',
        points: [
          [170, 90],
          [395, 150],
        ],
      },
      {
        kind: 'arrow',
        points: [
          [170, 200],
          [395, 200],
        ],
      },
      {
        kind: 'arrow',
        points: [
          [170, 305],
          [395, 250],
        ],
      },
      {kind: 'card', x: 410, y: 90, w: 230, h: 220, avatar: 'main', lines: 6, lineTone: 'light'},
      {kind: 'clock', x: 665, y: 60, w: 100, h: 100},
    ],
  },
  'customer-churn-blindspot': {
    alt: 'A crossed-out eye above a row of six customer figures fading out to the right, with a warning badge, a falling usage line and an envelope above the faded ones.',
    parts: [
      {kind: 'eye', x: 70, y: 55, w: 150, h: 80, slash: true},
      {kind: 'person', x: 55, y: 190, w: 85, h: 140},
      {kind: 'person', x: 170, y: 190, w: 85, h: 140},
      {kind: 'person', x: 285, y: 190, w: 85, h: 140},
      {kind: 'person', x: 400, y: 190, w: 85, h: 140, opacity: 0.7},
      {kind: 'person', x: 515, y: 190, w: 85, h: 140, opacity: 0.45},
      {kind: 'person', x: 630, y: 190, w: 85, h: 140, opacity: 0.22},
      link([40, 340], [760, 340], {tone: 'muted'}),
      {kind: 'mark', x: 418, y: 110, w: 50, h: 50, mark: 'warn'},
      {kind: 'line', x: 515, y: 100, w: 85, h: 65, values: [0.95, 0.7, 0.45, 0.05], tone: 'alert'},
      {kind: 'envelope', x: 630, y: 105, w: 86, h: 58},
    ],
  },
  'crm-due-diligence-checklist': {
    alt: 'A diligence checklist on a clipboard with five check marks and one red cross, beside a magnifying glass over a rising revenue bar chart.',
    parts: [
      {kind: 'document', x: 80, y: 60, w: 220, h: 290, clip: true, checks: [true, true, true, false, true, true]},
      {kind: 'panel', x: 370, y: 80, w: 390, h: 260, tone: 'deep', radius: 18},
      {kind: 'bars', x: 400, y: 110, w: 330, h: 200, values: [0.35, 0.5, 0.62, 0.8, 0.95], tone: 'light', axis: true},
      {kind: 'magnifier', x: 520, y: 60, w: 220, h: 220},
    ],
  },
  'lead-scoring-pitfalls': {
    alt: 'A score dial with its needle far in the green above a row of seven amber warning badges, and a sales rep with a question-mark speech bubble.',
    parts: [
      {kind: 'panel', x: 40, y: 60, w: 400, h: 290, tone: 'deep', radius: 18},
      {kind: 'gauge', x: 90, y: 80, w: 300, h: 180, value: 0.92},
      {kind: 'mark', x: 65, y: 280, w: 42, h: 42, mark: 'warn'},
      {kind: 'mark', x: 118, y: 280, w: 42, h: 42, mark: 'warn'},
      {kind: 'mark', x: 171, y: 280, w: 42, h: 42, mark: 'warn'},
      {kind: 'mark', x: 224, y: 280, w: 42, h: 42, mark: 'warn'},
      {kind: 'mark', x: 277, y: 280, w: 42, h: 42, mark: 'warn'},
      {kind: 'mark', x: 330, y: 280, w: 42, h: 42, mark: 'warn'},
      {kind: 'mark', x: 383, y: 280, w: 42, h: 42, mark: 'warn'},
      {kind: 'person', x: 540, y: 160, w: 130, h: 200, tone: 'light'},
      {kind: 'speech', x: 610, y: 45, w: 150, h: 100, lines: 0, flip: false},
      {kind: 'mark', x: 660, y: 57, w: 50, h: 50, mark: 'question', tone: 'main'},
    ],
  },
  'customer-segmentation-mistake': {
    alt: 'Three company buildings lined up by size with a red cross over them, beside a two-by-two grid of dots whose top-right cluster is highlighted.',
    parts: [
      {kind: 'building', x: 40, y: 250, w: 60, h: 90, tone: 'light', floors: 2},
      {kind: 'building', x: 115, y: 190, w: 80, h: 150, tone: 'light', floors: 3},
      {kind: 'building', x: 210, y: 120, w: 100, h: 220, tone: 'light', floors: 5},
      link([30, 345], [320, 345], {tone: 'muted'}),
      {kind: 'mark', x: 250, y: 60, w: 64, h: 64, mark: 'cross'},
      {
        kind: 'scatter',
        x: 400,
        y: 45,
        w: 350,
        h: 300,
        quadrants: true,
        points: [
          [0.12, 0.2],
          [0.25, 0.35],
          [0.18, 0.62],
          [0.3, 0.12],
          [0.4, 0.3],
          [0.36, 0.7],
          [0.62, 0.22],
          [0.75, 0.35],
          [0.58, 0.4],
          [0.65, 0.7],
          [0.78, 0.82],
          [0.86, 0.66],
          [0.72, 0.9],
          [0.9, 0.85],
        ],
      },
    ],
  },
  'upscale-home-improvement-goods-manufacturer': {
    alt: 'A factory on the left linked by dashed lines to pins and small dealer storefronts spread across a folded map.',
    parts: [
      {kind: 'map', x: 330, y: 45, w: 430, h: 310},
      link([240, 230], [400, 120], {tone: 'paper', dashed: true, opacity: 0.7}),
      link([240, 235], [520, 250], {tone: 'paper', dashed: true, opacity: 0.7}),
      link([240, 240], [430, 300], {tone: 'paper', dashed: true, opacity: 0.7}),
      link([240, 225], [640, 110], {tone: 'paper', dashed: true, opacity: 0.7}),
      link([240, 245], [690, 280], {tone: 'paper', dashed: true, opacity: 0.7}),
      {kind: 'factory', x: 40, y: 150, w: 200, h: 190},
      {kind: 'pin', x: 382, y: 70, w: 36, h: 52},
      {kind: 'pin', x: 502, y: 200, w: 36, h: 52},
      {kind: 'pin', x: 412, y: 250, w: 36, h: 52},
      {kind: 'pin', x: 672, y: 230, w: 36, h: 52},
      {kind: 'store', x: 600, y: 60, w: 80, h: 70},
      {kind: 'store', x: 560, y: 280, w: 70, h: 60},
      {kind: 'store', x: 460, y: 100, w: 60, h: 52},
    ],
  },
  'marketing-leaders-data-quality-crisis': {
    alt: 'Five calendar pages numbered 1 to 5 across the top, a bar chart with a question-mark badge below them, and a magnifying glass over a stack of contact records.',
    parts: [
      {kind: 'calendar', x: 50, y: 40, w: 72, h: 82, numeral: '1'},
      {kind: 'calendar', x: 137, y: 40, w: 72, h: 82, numeral: '2'},
      {kind: 'calendar', x: 224, y: 40, w: 72, h: 82, numeral: '3'},
      {kind: 'calendar', x: 311, y: 40, w: 72, h: 82, numeral: '4'},
      {kind: 'calendar', x: 398, y: 40, w: 72, h: 82, numeral: '5', tone: 'accent'},
      {kind: 'panel', x: 50, y: 160, w: 420, h: 200, tone: 'deep', radius: 16},
      {kind: 'bars', x: 80, y: 185, w: 330, h: 150, values: [0.6, 0.3, 0.85, 0.45, 0.7], tones: ['main', 'light', 'main', 'light', 'main']},
      {kind: 'mark', x: 425, y: 140, w: 62, h: 62, mark: 'question'},
      {kind: 'card', x: 545, y: 95, w: 205, h: 66, avatar: 'main', lines: 2},
      {kind: 'card', x: 545, y: 175, w: 205, h: 66, avatar: 'main', lines: 2},
      {kind: 'card', x: 545, y: 255, w: 205, h: 66, avatar: 'main', lines: 2},
      {kind: 'magnifier', x: 505, y: 110, w: 230, h: 230},
    ],
  },
  'pe-crm-standardization-playbook': {
    alt: 'One blueprint page in the center with arrows out to four company buildings, each carrying a numbered badge from 1 to 4 for the rollout order.',
    parts: [
      {
        kind: 'arrow',
        points: [
          [320, 150],
          [165, 100],
        ],
      },
      {
        kind: 'arrow',
        points: [
          [480, 150],
          [635, 100],
        ],
      },
      {
        kind: 'arrow',
        points: [
          [320, 250],
          [165, 300],
        ],
      },
      {
        kind: 'arrow',
        points: [
          [480, 250],
          [635, 300],
        ],
      },
      {kind: 'document', x: 320, y: 80, w: 160, h: 230, tone: 'light', lines: 4, chart: 'bars', chartTone: 'main'},
      {kind: 'building', x: 60, y: 40, w: 90, h: 120, tone: 'light'},
      {kind: 'building', x: 650, y: 40, w: 90, h: 120, tone: 'light'},
      {kind: 'building', x: 60, y: 245, w: 90, h: 120, tone: 'light'},
      {kind: 'building', x: 650, y: 245, w: 90, h: 120, tone: 'light'},
      {kind: 'dot', x: 130, y: 25, w: 40, h: 40, tone: 'accent'},
      {kind: 'text', x: 130, y: 32, w: 40, h: 26, text: '1', tone: 'ink'},
      {kind: 'dot', x: 720, y: 25, w: 40, h: 40, tone: 'accent'},
      {kind: 'text', x: 720, y: 32, w: 40, h: 26, text: '2', tone: 'ink'},
      {kind: 'dot', x: 130, y: 230, w: 40, h: 40, tone: 'accent'},
      {kind: 'text', x: 130, y: 237, w: 40, h: 26, text: '3', tone: 'ink'},
      {kind: 'dot', x: 720, y: 230, w: 40, h: 40, tone: 'accent'},
      {kind: 'text', x: 720, y: 237, w: 40, h: 26, text: '4', tone: 'ink'},
    ],
  },
  'data-truth-gap': {
    alt: 'A bridge chart: a tall bar under a database falls through four red steps to a shorter bar under a finance ledger page.',
    parts: [
      {kind: 'waterfall', x: 120, y: 150, w: 560, h: 210, start: 100, steps: [-14, -11, -8, -6], tone: 'light', endTone: 'main'},
      link([110, 362], [690, 362], {tone: 'muted'}),
      {kind: 'database', x: 137, y: 45, w: 80, h: 95, tone: 'light'},
      {kind: 'document', x: 597, y: 110, w: 85, h: 105, lines: 5},
    ],
  },
  'crm-cleanup-plan': {
    alt: 'Six columns, one per week, whose cards go from a scattered, tilted pile on the left to a neat aligned stack with a green check mark on the right.',
    parts: [
      ...[0, 1, 2, 3, 4, 5].map((i): Part => ({kind: 'panel', x: 35 + i * 124, y: 50, w: 110, h: 300, tone: 'deep'})),
      {kind: 'card', x: 58, y: 120, w: 80, h: 48, header: 'main', lines: 2, rotate: -34},
      {kind: 'card', x: 38, y: 215, w: 80, h: 48, header: 'light', lines: 2, rotate: 27},
      {kind: 'card', x: 62, y: 282, w: 80, h: 48, header: 'main', lines: 2, rotate: -18},
      {kind: 'card', x: 174, y: 150, w: 80, h: 48, header: 'main', lines: 2, rotate: 18},
      {kind: 'card', x: 169, y: 205, w: 80, h: 48, header: 'light', lines: 2, rotate: -16},
      {kind: 'card', x: 179, y: 262, w: 80, h: 48, header: 'main', lines: 2, rotate: 11},
      {kind: 'card', x: 298, y: 150, w: 80, h: 48, header: 'main', lines: 2, rotate: -11},
      {kind: 'card', x: 293, y: 205, w: 80, h: 48, header: 'light', lines: 2, rotate: 9},
      {kind: 'card', x: 303, y: 260, w: 80, h: 48, header: 'main', lines: 2, rotate: -7},
      {kind: 'card', x: 420, y: 150, w: 80, h: 48, header: 'main', lines: 2, rotate: 5},
      {kind: 'card', x: 418, y: 205, w: 80, h: 48, header: 'main', lines: 2, rotate: -4},
      {kind: 'card', x: 422, y: 260, w: 80, h: 48, header: 'main', lines: 2, rotate: 3},
      {kind: 'card', x: 545, y: 150, w: 80, h: 48, header: 'main', lines: 2, rotate: -1.5},
      {kind: 'card', x: 545, y: 205, w: 80, h: 48, header: 'main', lines: 2, rotate: 1},
      {kind: 'card', x: 545, y: 260, w: 80, h: 48, header: 'main', lines: 2},
      {kind: 'card', x: 669, y: 150, w: 80, h: 48, header: 'main', lines: 2},
      {kind: 'card', x: 669, y: 205, w: 80, h: 48, header: 'main', lines: 2},
      {kind: 'card', x: 669, y: 260, w: 80, h: 48, header: 'main', lines: 2},
      {kind: 'mark', x: 684, y: 70, w: 50, h: 50, mark: 'check'},
    ],
  },
  'create-pro-level-hubspot-lead-score-model': {
    alt: 'Lead dots carrying scores drop into a funnel, and an arrow runs from the funnel to a two-by-two grid of fit against engagement with its top-right quarter highlighted.',
    parts: [
      {kind: 'dot', x: 95, y: 22, w: 46, h: 46, tone: 'paper'},
      {kind: 'text', x: 95, y: 33, w: 46, h: 22, text: '82', tone: 'ink'},
      {kind: 'dot', x: 165, y: 40, w: 46, h: 46, tone: 'paper'},
      {kind: 'text', x: 165, y: 51, w: 46, h: 22, text: '45', tone: 'ink'},
      {kind: 'dot', x: 235, y: 18, w: 46, h: 46, tone: 'paper'},
      {kind: 'text', x: 235, y: 29, w: 46, h: 22, text: '67', tone: 'ink'},
      {kind: 'funnel', x: 60, y: 100, w: 270, h: 220, tones: ['light', 'main', 'accent'], neck: 0.3},
      {
        kind: 'arrow',
        points: [
          [195, 330],
          [195, 365],
          [415, 365],
          [415, 310],
        ],
        width: 5,
      },
      {
        kind: 'scatter',
        x: 430,
        y: 45,
        w: 320,
        h: 290,
        quadrants: true,
        points: [
          [0.15, 0.25],
          [0.3, 0.4],
          [0.2, 0.7],
          [0.62, 0.2],
          [0.8, 0.35],
          [0.35, 0.15],
          [0.7, 0.75],
          [0.85, 0.85],
          [0.62, 0.62],
          [0.9, 0.68],
        ],
      },
    ],
  },
  'hidden-revenue-leak': {
    alt: 'A horizontal pipe of four joined segments dripping amber drops at three of its joints, ending over a short stack of coins.',
    parts: [
      {kind: 'pipe', x: 40, y: 110, w: 620, h: 200, segments: 4, leaks: [1, 2, 3], dropTone: 'warn'},
      {kind: 'drop', x: 676, y: 200, w: 26, h: 40, tone: 'warn'},
      {kind: 'coins', x: 640, y: 270, w: 100, h: 80, count: 3, tone: 'warn'},
      link([40, 355], [760, 355], {tone: 'muted'}),
    ],
  },
  'navigating-first-90-days-revops': {
    alt: 'A road of four arrow-shaped stretches, topped by a speech bubble, a ruler, a wrench and a rising bar chart, ending at a calendar page marked 90.',
    parts: [
      {kind: 'chevrons', x: 40, y: 245, w: 620, h: 70, tones: ['light', 'main', 'light', 'accent']},
      {kind: 'speech', x: 65, y: 95, w: 115, h: 100, lines: 2},
      {kind: 'ruler', x: 200, y: 155, w: 150, h: 40, rotate: -8},
      {kind: 'wrench', x: 372, y: 105, w: 100, h: 100},
      {kind: 'bars', x: 510, y: 100, w: 110, h: 110, values: [0.3, 0.55, 0.85], tone: 'accent'},
      {kind: 'calendar', x: 680, y: 200, w: 95, h: 120, numeral: '90'},
    ],
  },
  'true-cost-of-bad-data': {
    alt: 'A contact card marked with a red cross beside three coin stacks of growing height labeled 1, 10 and 100.',
    parts: [
      {kind: 'card', x: 40, y: 140, w: 210, h: 120, avatar: 'main', mark: 'cross', rotate: -6},
      {kind: 'coins', x: 300, y: 315, w: 100, h: 30, count: 1},
      {kind: 'coins', x: 450, y: 235, w: 100, h: 110, count: 4},
      {kind: 'coins', x: 600, y: 85, w: 100, h: 260, count: 10},
      link([280, 350], [720, 350], {tone: 'muted'}),
      {kind: 'text', x: 300, y: 268, w: 100, h: 38, text: '1'},
      {kind: 'text', x: 450, y: 188, w: 100, h: 38, text: '10'},
      {kind: 'text', x: 600, y: 38, w: 100, h: 38, text: '100'},
    ],
  },
  'marketing-attribution-models-broken': {
    alt: 'Four pie charts of the same deals, each split a different way, beside a ledger page, a speech bubble and a lab flask.',
    parts: [
      {kind: 'donut', x: 50, y: 40, w: 140, h: 140, values: [5, 3, 2], tones: ['main', 'light', 'accent'], hole: 0},
      {kind: 'donut', x: 210, y: 40, w: 140, h: 140, values: [2, 6, 2], tones: ['main', 'light', 'accent'], hole: 0},
      {kind: 'donut', x: 50, y: 210, w: 140, h: 140, values: [3, 2, 5], tones: ['main', 'light', 'accent'], hole: 0},
      {kind: 'donut', x: 210, y: 210, w: 140, h: 140, values: [8, 1, 1], tones: ['main', 'light', 'accent'], hole: 0},
      link([390, 50], [390, 350], {tone: 'muted', dashed: true}),
      {kind: 'document', x: 420, y: 110, w: 100, h: 140, lines: 6},
      {kind: 'speech', x: 545, y: 120, w: 110, h: 95, lines: 2},
      {kind: 'flask', x: 680, y: 115, w: 85, h: 130},
    ],
  },
  'hiring-and-working-with-a-hubspot-consultant': {
    alt: 'Three consultant profile cards, the middle one checked, beside a statement of work with a green approval stamp and a price tag.',
    parts: [
      {kind: 'card', x: 50, y: 50, w: 290, h: 84, avatar: 'light', opacity: 0.6},
      {kind: 'card', x: 50, y: 158, w: 290, h: 84, avatar: 'main', mark: 'check'},
      {kind: 'card', x: 50, y: 266, w: 290, h: 84, avatar: 'light', opacity: 0.6},
      {kind: 'document', x: 430, y: 50, w: 200, h: 280, lines: 7, stamp: 'good'},
      {kind: 'tag', x: 600, y: 110, w: 160, h: 58, tone: 'light', rotate: 14},
    ],
  },
  'exit-ready-crm': {
    alt: 'A countdown ring of twelve segments, nine filled, around a report page, a neat stack of documents, and a finish flag.',
    parts: [
      {kind: 'ring', x: 50, y: 45, w: 310, h: 310, segments: 12, filled: 9, tone: 'accent'},
      {kind: 'document', x: 155, y: 130, w: 100, h: 135, lines: 3, chart: 'line'},
      {kind: 'document', x: 470, y: 140, w: 150, h: 200, lines: 6},
      {kind: 'document', x: 455, y: 125, w: 150, h: 200, lines: 6},
      {kind: 'document', x: 440, y: 110, w: 150, h: 200, lines: 5, stamp: 'good'},
      {kind: 'flag', x: 650, y: 60, w: 110, h: 150},
      link([620, 345], [770, 345], {tone: 'muted'}),
    ],
  },
  'stop-buying-contact-lists': {
    alt: 'A shopping cart full of contact cards, three envelopes marked with red crosses bouncing back toward it, and a reputation dial with its needle in the red.',
    parts: [
      {kind: 'card', x: 95, y: 110, w: 110, h: 60, avatar: 'main', lines: 2, rotate: -12},
      {kind: 'card', x: 160, y: 118, w: 110, h: 60, avatar: 'main', lines: 2, rotate: 10},
      {kind: 'card', x: 125, y: 150, w: 110, h: 60, avatar: 'main', lines: 2, rotate: -3},
      {kind: 'cart', x: 40, y: 130, w: 260, h: 220},
      {
        kind: 'arrow',
        points: [
          [450, 120],
          [310, 170],
        ],
        tone: 'alert',
        dashed: true,
        curve: -30,
        width: 4,
      },
      {
        kind: 'arrow',
        points: [
          [450, 215],
          [320, 225],
        ],
        tone: 'alert',
        dashed: true,
        width: 4,
      },
      {
        kind: 'arrow',
        points: [
          [450, 310],
          [310, 270],
        ],
        tone: 'alert',
        dashed: true,
        curve: 30,
        width: 4,
      },
      {kind: 'envelope', x: 455, y: 85, w: 92, h: 62, mark: 'cross'},
      {kind: 'envelope', x: 470, y: 185, w: 92, h: 62, mark: 'cross'},
      {kind: 'envelope', x: 455, y: 285, w: 92, h: 62, mark: 'cross'},
      {kind: 'gauge', x: 590, y: 140, w: 180, h: 120, value: 0.1},
    ],
  },
  'marketing-dashboards-fail': {
    alt: 'A crowded dashboard of thirty small tiles, most of them gray with red unread dots, and an arrow to a simple page of three clear charts.',
    parts: [
      {kind: 'dashboard', x: 40, y: 45, w: 400, h: 310, cols: 6, rows: 5, tiles: crowdedTiles},
      {
        kind: 'arrow',
        points: [
          [460, 200],
          [530, 200],
        ],
        width: 7,
        tone: 'accent',
      },
      {kind: 'dashboard', x: 550, y: 60, w: 210, h: 280, cols: 1, rows: 3, tiles: ['kpi', 'bars', 'line']},
    ],
  },
  'why-crm-implementations-fail': {
    alt: 'A project plan of six bars on a white sheet, three of them red and running past a red deadline line, beside a calendar page marked 100.',
    parts: [
      {
        kind: 'gantt',
        x: 70,
        y: 80,
        w: 400,
        h: 240,
        rows: [
          [0, 0.3],
          [0.15, 0.5],
          [0.3, 1],
          [0.45, 0.75],
          [0.55, 1.08],
          [0.7, 1.12],
        ],
        tones: ['main', 'main', 'alert', 'main', 'alert', 'alert'],
        deadline: 0.82,
      },
      {kind: 'calendar', x: 570, y: 95, w: 180, h: 210, numeral: '100'},
    ],
  },
  'silent-sales-marketing-divide': {
    alt: 'Two groups of three figures stand on cliffs on either side of a gap, with a few bridge planks reaching out from each side but not yet meeting.',
    parts: [
      {kind: 'cliff', x: 0, y: 255, w: 330, h: 145, side: 'left', tone: 'main'},
      {kind: 'cliff', x: 470, y: 255, w: 330, h: 145, side: 'right', tone: 'main'},
      {kind: 'person', x: 60, y: 140, w: 70, h: 115, tone: 'light'},
      {kind: 'person', x: 140, y: 140, w: 70, h: 115, tone: 'light'},
      {kind: 'person', x: 220, y: 140, w: 70, h: 115, tone: 'light'},
      {kind: 'person', x: 510, y: 140, w: 70, h: 115, tone: 'accent'},
      {kind: 'person', x: 590, y: 140, w: 70, h: 115, tone: 'accent'},
      {kind: 'person', x: 670, y: 140, w: 70, h: 115, tone: 'accent'},
      {kind: 'plank', x: 296, y: 243, w: 58, h: 22},
      {kind: 'plank', x: 358, y: 243, w: 40, h: 22},
      {kind: 'plank', x: 432, y: 243, w: 50, h: 22},
    ],
  },
  'industrial-distributor-data-cleanup': {
    alt: 'A warehouse and a delivery truck beside a jumbled pile of account cards with red crosses, and an arrow to a neat stack of three cards with a green check mark.',
    parts: [
      {kind: 'warehouse', x: 40, y: 90, w: 180, h: 170},
      {kind: 'truck', x: 55, y: 275, w: 170, h: 80, tone: 'light'},
      {kind: 'card', x: 260, y: 70, w: 160, h: 62, avatar: 'main', lines: 2, rotate: -8, mark: 'cross'},
      {kind: 'card', x: 285, y: 135, w: 160, h: 62, avatar: 'main', lines: 2, rotate: 7},
      {kind: 'card', x: 255, y: 200, w: 160, h: 62, avatar: 'main', lines: 2, rotate: -5, mark: 'cross'},
      {kind: 'card', x: 290, y: 265, w: 160, h: 62, avatar: 'main', lines: 2, rotate: 10, mark: 'cross'},
      {
        kind: 'arrow',
        points: [
          [475, 210],
          [545, 210],
        ],
        width: 7,
      },
      {kind: 'card', x: 570, y: 110, w: 180, h: 62, avatar: 'main', lines: 2, mark: 'check'},
      {kind: 'card', x: 570, y: 182, w: 180, h: 62, avatar: 'main', lines: 2},
      {kind: 'card', x: 570, y: 254, w: 180, h: 62, avatar: 'main', lines: 2},
    ],
  },
  'professional-services-pipeline-rebuild': {
    alt: 'Two rows of pipeline stage arrows, the lower row shorter and brighter, ending at a proposal page with a green approval stamp; a clock sits above.',
    parts: [
      {kind: 'chevrons', x: 40, y: 80, w: 600, h: 66, tones: ['line', 'line', 'line', 'line', 'line', 'line', 'line']},
      {kind: 'chevrons', x: 40, y: 230, w: 420, h: 66, tones: ['light', 'main', 'light', 'main', 'accent']},
      {
        kind: 'arrow',
        points: [
          [470, 263],
          [515, 263],
        ],
        width: 6,
      },
      {kind: 'document', x: 530, y: 190, w: 110, h: 150, lines: 5, stamp: 'good'},
      {kind: 'clock', x: 665, y: 60, w: 100, h: 100, hours: 2, minutes: 40},
    ],
  },
  'multi-site-healthcare-roll-up': {
    alt: 'Fourteen small clinic buildings marked with red crosses spread over a folded map, each joined by a thin line to one referral ledger table on the right.',
    parts: [
      {kind: 'map', x: 40, y: 40, w: 470, h: 320},
      ...clinicSpots.map(([x, y]) => link([x + 23, y + 26], [565, 200], {tone: 'paper', width: 2, opacity: 0.55})),
      ...clinicSpots.map(([x, y]): Part => ({kind: 'clinic', x, y, w: 46, h: 46})),
      {kind: 'table', x: 570, y: 80, w: 190, h: 240, cols: 2, rows: 6},
    ],
  },
  'precision-components-manufacturer': {
    alt: 'Three interlocking gears, two database cylinders joined by a two-way arrow, and two bars for the exit multiple, the taller one highlighted.',
    parts: [
      {kind: 'gear', x: 40, y: 50, w: 150, h: 150, teeth: 10},
      {kind: 'gear', x: 165, y: 165, w: 105, h: 105, tone: 'accent'},
      {kind: 'gear', x: 70, y: 240, w: 95, h: 95, tone: 'main', teeth: 7},
      {kind: 'database', x: 300, y: 130, w: 95, h: 130, tone: 'main'},
      {kind: 'database', x: 470, y: 130, w: 95, h: 130, tone: 'light'},
      {
        kind: 'arrow',
        points: [
          [405, 195],
          [460, 195],
        ],
        both: true,
      },
      {kind: 'bars', x: 600, y: 70, w: 170, h: 270, values: [0.66, 0.88], tones: ['muted', 'accent'], axis: true},
    ],
  },
  'b2b-saas-churn-turnaround': {
    alt: 'A software window with a heartbeat line over a grid of customer health dots, mostly green with a few amber and one red, beside a line chart falling over five quarters.',
    parts: [
      {kind: 'dashboard', x: 40, y: 55, w: 390, h: 290, cols: 1, rows: 1, tiles: ['blank']},
      {kind: 'pulse', x: 75, y: 100, w: 320, h: 70, tone: 'main', width: 5},
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((i): Part => ({
        kind: 'dot',
        x: 90 + (i % 5) * 62,
        y: 190 + Math.floor(i / 5) * 46,
        w: 30,
        h: 30,
        tone: i === 7 ? 'alert' : i === 3 || i === 11 ? 'warn' : 'good',
      })),
      {kind: 'panel', x: 470, y: 55, w: 290, h: 290, tone: 'deep', radius: 18},
      {kind: 'line', x: 505, y: 95, w: 220, h: 210, values: [0.85, 0.8, 0.55, 0.32, 0.25], tone: 'light', dots: true},
    ],
  },
  'specialty-insurance-broker-revops': {
    alt: 'An umbrella over a renewal ring of ten segments, nine filled, around a policy page, beside a bar chart of five producers, each bar above a small figure, one highlighted.',
    parts: [
      {kind: 'umbrella', x: 70, y: 30, w: 250, h: 170},
      {kind: 'ring', x: 110, y: 190, w: 170, h: 170, segments: 10, filled: 9, tone: 'light'},
      {kind: 'document', x: 165, y: 238, w: 60, h: 76, lines: 3},
      {kind: 'panel', x: 400, y: 60, w: 360, h: 290, tone: 'deep', radius: 18},
      {
        kind: 'bars',
        x: 430,
        y: 90,
        w: 300,
        h: 180,
        values: [0.5, 0.65, 0.95, 0.55, 0.72],
        tones: ['main', 'main', 'accent', 'main', 'main'],
      },
      ...[0, 1, 2, 3, 4].map((i): Part => ({kind: 'person', x: 449 + i * 60, y: 282, w: 22, h: 44, tone: i === 2 ? 'accent' : 'light'})),
    ],
  },
};
