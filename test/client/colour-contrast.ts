/** WCAG 2's contrast between colours, for tests that keep the theme and the category tints readable. */

export type Rgb = [number, number, number];

/** '#rrggbb' or '#rrggbbaa' as channels from 0 to 1 and an alpha (1 when none is given). */
function parseHex(hex: string): { rgb: Rgb; alpha: number } {
  const match = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex);
  if (!match) throw new Error(`Not a hex colour: ${hex}`);
  const channel = (at: number) => Number.parseInt(match[1].slice(at, at + 2), 16) / 255;
  return {
    rgb: [channel(0), channel(2), channel(4)],
    alpha: match[2] ? Number.parseInt(match[2], 16) / 255 : 1,
  };
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** The opaque colour a translucent one shows over a background, e.g. section 9's highlight over the page. */
export function over(colour: string, background: string): string {
  const { rgb, alpha } = parseHex(colour);
  const base = parseHex(background).rgb;
  return toHex(rgb.map((channel, index) => channel * alpha + base[index] * (1 - alpha)) as Rgb);
}

const linear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;

/** An opaque '#rrggbb' colour's channels in linear light, where colours mix and luminance adds up. */
export function linearRgb(hex: string): Rgb {
  const { rgb, alpha } = parseHex(hex);
  if (alpha !== 1) throw new Error(`Not an opaque colour: ${hex}`);
  return rgb.map(linear) as Rgb;
}

function luminance(hex: string): number {
  const [r, g, b] = linearRgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (none) to 21 (black on white); WCAG AA asks 4.5 for text and 3 for large text and parts of controls. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
