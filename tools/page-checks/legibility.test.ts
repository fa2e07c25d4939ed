import {describe, expect, test} from '@jest/globals';
import {
  composite,
  contrastRatio,
  crop,
  dominantColor,
  hex,
  isButtonStyled,
  paintedContrast,
  parseCssColor,
  relativeLuminance,
  bands,
  type LinkStyle,
  type RawImage,
} from '@site/tools/page-checks/legibility';

const white = {r: 255, g: 255, b: 255};
const black = {r: 0, g: 0, b: 0};

/** An RGB image of `width` x `height` where `paint(x, y)` gives each pixel. */
function image(width: number, height: number, paint: (x: number, y: number) => [number, number, number], channels = 3): RawImage {
  const data = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      data.set(paint(x, y), at);
      if (channels === 4) data[at + 3] = 255;
    }
  }
  return {data, width, height, channels};
}

describe('parseCssColor', () => {
  test('reads the forms a browser reports', () => {
    expect(parseCssColor('rgb(29, 78, 216)')).toEqual({r: 29, g: 78, b: 216, a: 1});
    expect(parseCssColor('rgba(0, 0, 0, 0.5)')).toEqual({r: 0, g: 0, b: 0, a: 0.5});
    expect(parseCssColor('rgb(255 255 255 / 12%)')).toEqual({r: 255, g: 255, b: 255, a: 0.12});
    expect(parseCssColor('rgba(0, 0, 0, 0)')).toEqual({r: 0, g: 0, b: 0, a: 0});
    expect(parseCssColor('color(srgb 1 0.5 0 / 0.25)')).toEqual({r: 255, g: 127.5, b: 0, a: 0.25});
  });

  test('answers null for what it cannot read', () => {
    expect(parseCssColor('oklch(0.5 0.2 250)')).toBeNull();
    expect(parseCssColor('transparent')).toBeNull();
    expect(parseCssColor('')).toBeNull();
  });
});

describe('contrast', () => {
  test('luminance runs from 0 for black to 1 for white', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBeCloseTo(1, 10);
    // #808080: (128/255 + 0.055) / 1.055 = 0.52792, to the power 2.4 = 0.21586.
    expect(relativeLuminance({r: 128, g: 128, b: 128})).toBeCloseTo(0.21586, 4);
  });

  test('ratios match the WCAG examples', () => {
    expect(contrastRatio(white, black)).toBeCloseTo(21, 10);
    expect(contrastRatio(black, white)).toBeCloseTo(21, 10);
    expect(contrastRatio(white, white)).toBe(1);
    // #767676 on white is the classic 4.54:1: L = 0.18116, (1.05) / (0.23116) = 4.542.
    expect(contrastRatio({r: 0x76, g: 0x76, b: 0x76}, white)).toBeCloseTo(4.54, 2);
    // #1d4ed8 (the site's primary blue) on white: channels 0.01229, 0.07617, 0.68668 linear,
    // L = 0.2126 x 0.01229 + 0.7152 x 0.07617 + 0.0722 x 0.68668 = 0.10667; 1.05 / 0.15667 = 6.70.
    expect(contrastRatio({r: 0x1d, g: 0x4e, b: 0xd8}, white)).toBeCloseTo(6.7, 2);
  });

  test('a translucent colour is mixed with what is under it', () => {
    expect(composite({...black, a: 0.5}, white)).toEqual({r: 127.5, g: 127.5, b: 127.5});
    expect(composite({...black, a: 0}, white)).toEqual(white);
    expect(composite({...black, a: 1}, white)).toEqual(black);
  });
});

describe('crop', () => {
  const source = image(4, 3, (x, y) => [x, y, 0]);

  test('takes the box, row by row', () => {
    const part = crop(source, {x: 1, y: 1, width: 2, height: 2})!;
    expect([part.width, part.height, part.channels]).toEqual([2, 2, 3]);
    expect([...part.data]).toEqual([1, 1, 0, 2, 1, 0, 1, 2, 0, 2, 2, 0]);
  });

  test('rounds fractional boxes outward and clips to the image', () => {
    const part = crop(source, {x: 2.5, y: -1, width: 5, height: 1.2})!;
    // x 2..4 (clipped at the width of 4), y 0..1 (from -1, clipped at 0; ceil(0.2) = 1).
    expect([part.width, part.height]).toEqual([2, 1]);
    expect([...part.data]).toEqual([2, 0, 0, 3, 0, 0]);
  });

  test('is null for a box outside the image', () => {
    expect(crop(source, {x: 4, y: 0, width: 10, height: 3})).toBeNull();
    expect(crop(source, {x: -20, y: 0, width: 10, height: 3})).toBeNull();
  });
});

describe('dominantColor', () => {
  test('finds the colour of most of the box, not of the text in it', () => {
    // A 10 x 4 button: blue, with 8 white "text" pixels (20%).
    const button = image(10, 4, (x, y) => (y >= 1 && y <= 2 && x >= 3 && x <= 6 ? [255, 255, 255] : [29, 78, 216]));
    expect(dominantColor(button)).toEqual({color: {r: 29, g: 78, b: 216}, share: 0.8});
  });

  test('counts near shades (a gradient, anti-aliasing) together and returns their mean', () => {
    // Columns 0-5 shade from 16 to 21 (one bucket of 8 levels: 16..23), columns 6-9 are black.
    const gradient = image(10, 1, (x) => (x < 6 ? [16 + x, 16 + x, 16 + x] : [0, 0, 0]));
    const {color, share} = dominantColor(gradient);
    expect(color).toEqual({r: 18.5, g: 18.5, b: 18.5});
    expect(share).toBe(0.6);
  });

  test('reads RGBA pixels too', () => {
    expect(dominantColor(image(2, 2, () => [10, 20, 30], 4)).color).toEqual({r: 10, g: 20, b: 30});
  });

  test('refuses an empty image', () => {
    expect(() => dominantColor({data: new Uint8Array(0), width: 0, height: 0, channels: 3})).toThrow('no pixels');
  });
});

describe('paintedContrast', () => {
  test('white text on the button colour it was meant to have passes', () => {
    const blue = image(20, 10, () => [29, 78, 216]);
    const {ratio, background} = paintedContrast({...white, a: 1}, blue);
    expect(background).toEqual({r: 29, g: 78, b: 216});
    expect(ratio).toBeCloseTo(6.7, 2);
  });

  test('white text on a box that lost its colour rule, showing the light page behind, fails', () => {
    // #f3f6fb, the light hero behind a button whose background rule is gone: linear 0.8963, 0.9216, 0.9647,
    // L = 0.9193, ratio 1.05 / 0.9693 = 1.083.
    const light = image(20, 10, (x, y) => (y === 5 && x > 4 && x < 15 ? [255, 255, 255] : [0xf3, 0xf6, 0xfb]));
    const {ratio, share} = paintedContrast({...white, a: 1}, light);
    expect(ratio).toBeCloseTo(1.083, 3);
    expect(ratio).toBeLessThan(4.5);
    expect(share).toBe(0.95);
  });

  test('translucent text is judged as painted over the background', () => {
    // Black at 50% over white paints grey 127.5: (0.5 + 0.055) / 1.055 = 0.52607, to the power 2.4 = 0.21404;
    // 1.05 / 0.26404 = 3.98, just under the 4.5 a solid grey of that kind would need.
    const {ratio} = paintedContrast(
      {...black, a: 0.5},
      image(4, 4, () => [255, 255, 255]),
    );
    expect(ratio).toBeCloseTo(3.977, 3);
  });
});

describe('isButtonStyled', () => {
  const textLink: LinkStyle = {
    className: '',
    display: 'inline',
    backgroundColor: 'rgba(0, 0, 0, 0)',
    backgroundImage: 'none',
    borderWidths: [0, 0, 0, 0],
    borderStyles: ['none', 'none', 'none', 'none'],
    paddingLeft: 0,
    paddingRight: 0,
    holdsBlocks: false,
  };
  const filled: LinkStyle = {...textLink, display: 'inline-flex', backgroundColor: 'rgb(29, 78, 216)', paddingLeft: 20, paddingRight: 20};

  test('a link in running text is not a button', () => {
    expect(isButtonStyled(textLink)).toBe(false);
    expect(isButtonStyled({...textLink, backgroundColor: 'rgb(255, 255, 0)'})).toBe(false);
  });

  test("Infima's .button class makes a button, whatever the rest", () => {
    expect(isButtonStyled({...textLink, className: 'button button--primary'})).toBe(true);
    expect(isButtonStyled({...textLink, className: 'buttonGroup'})).toBe(false);
  });

  test('a padded block with a painted background, a gradient or a border all round is a button', () => {
    expect(isButtonStyled(filled)).toBe(true);
    expect(isButtonStyled({...filled, backgroundColor: 'rgba(0, 0, 0, 0)', backgroundImage: 'linear-gradient(red, blue)'})).toBe(true);
    expect(
      isButtonStyled({
        ...filled,
        backgroundColor: 'rgba(0, 0, 0, 0)',
        borderWidths: [2, 2, 2, 2],
        borderStyles: ['solid', 'solid', 'solid', 'solid'],
      }),
    ).toBe(true);
  });

  test('no box, a partial border, no padding or card content: not a button', () => {
    expect(isButtonStyled({...filled, backgroundColor: 'rgba(0, 0, 0, 0)'})).toBe(false);
    expect(
      isButtonStyled({
        ...filled,
        backgroundColor: 'rgba(0, 0, 0, 0)',
        borderWidths: [0, 0, 2, 0],
        borderStyles: ['none', 'none', 'solid', 'none'],
      }),
    ).toBe(false);
    expect(isButtonStyled({...filled, paddingLeft: 4})).toBe(false);
    expect(isButtonStyled({...filled, holdsBlocks: true})).toBe(false);
  });
});

test('hex writes a colour for messages', () => {
  expect(hex({r: 29, g: 78, b: 216})).toBe('#1d4ed8');
  expect(hex({r: 127.5, g: 0, b: 255})).toBe('#8000ff');
});

describe('bands: the parts of a page photographed for its controls', () => {
  const box = (x: number, y: number, width: number, height: number) => ({x, y, width, height});

  test('controls share a band as wide as they are while it stays within 4,000 px, however far apart', () => {
    // A navbar button at y 10-50, another 100 px lower, a footer button 3,000 px down, and one past 4,000 px.
    expect(bands([box(1000.5, 10.2, 120, 40), box(40, 150, 80, 30.4), box(500, 3180, 100, 40), box(500, 4020, 100, 40)], 1280)).toEqual([
      {x: 40, y: 10, width: 1081, height: 3210},
      {x: 500, y: 4020, width: 100, height: 40},
    ]);
  });

  test('no band grows past 4,000 px; a taller box has one of its own; the order of the boxes does not matter', () => {
    const column = Array.from({length: 30}, (_, i) => box(0, i * 180, 50, 40));
    const result = bands([...column].reverse(), 800);
    expect(Math.max(...result.map((b) => b.height))).toBeLessThanOrEqual(4000);
    expect(result.map((b) => b.y)).toEqual([0, 4140]);
    expect(bands([box(0, 0, 50, 5000)], 800)).toEqual([{x: 0, y: 0, width: 50, height: 5000}]);
  });

  test('a band is cut to the page: a box hanging off an edge is photographed in part, one wholly off it not at all', () => {
    expect(bands([box(-20, 0, 60, 10), box(1250, 5, 60, 10)], 1280)).toEqual([{x: 0, y: 0, width: 1280, height: 15}]);
    // A skip link parked off the left edge, and a drawer off the right one: nothing to photograph.
    expect(bands([box(-500, 0, 100, 20), box(1280, 0, 300, 20)], 1280)).toEqual([]);
  });
});
