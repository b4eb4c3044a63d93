/**
 * How colours look to readers with a colour-vision deficiency, and how far apart two colours look, for
 * the test that keeps the feedback categories' colours apart for everyone.
 */

import { linearRgb, type Rgb } from './colour-contrast';

export type Deficiency = 'protanopia' | 'deuteranopia' | 'tritanopia';

// Machado, Oliveira and Fernandes (2009), severity 1, applied to linear RGB.
const SIMULATION: Record<Deficiency, [Rgb, Rgb, Rgb]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** CIE L*a*b* (D65) of a colour in linear RGB. */
function lab([r, g, b]: Rgb): Rgb {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const seenBy = (rgb: Rgb, deficiency?: Deficiency): Rgb =>
  deficiency
    ? (SIMULATION[deficiency].map((row) => clamp(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])) as Rgb)
    : rgb;

/**
 * How different two colours look (CIE76 ΔE: about 2.3 is just noticeable; colours in a legend want
 * well over 10), to typical vision or to a reader with the given deficiency.
 */
export function perceivedDifference(a: string, b: string, deficiency?: Deficiency): number {
  const [first, second] = [a, b].map((hex) => lab(seenBy(linearRgb(hex), deficiency)));
  return Math.hypot(first[0] - second[0], first[1] - second[1], first[2] - second[2]);
}
