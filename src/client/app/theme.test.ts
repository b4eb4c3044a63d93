import { contrastRatio } from '../../../test/client/colour-contrast';
import { system } from './theme';

describe("the theme's design tokens", () => {
  const tokenCss = JSON.stringify(system.getTokenCss());

  it('give each semantic token its light value, as the default theme does in light mode', () => {
    expect(tokenCss).toContain('"--chakra-colors-fg":"var(--chakra-colors-black)"');
    expect(tokenCss).toContain('"--chakra-colors-bg-muted":"var(--chakra-colors-gray-100)"');
    expect(tokenCss).toContain('"--chakra-colors-red-fg":"var(--chakra-colors-red-700)"');
  });

  it('declare no dark-mode values, which no page of the product would use', () => {
    expect(tokenCss).not.toMatch(/dark/);
  });
});

describe("Margin's accent and canvas", () => {
  const tokenCss = JSON.stringify(system.getTokenCss());
  const token = (path: string) => system.token(`colors.${path}`);
  const canvas = token('canvas');

  it('keeps text on and beside the accent readable (WCAG AA, 4.5:1)', () => {
    expect(contrastRatio(token('white'), token('blue.600'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token('blue.700'), canvas)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token('blue.700'), token('blue.100'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token('gray.600'), canvas)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes a field’s error sentence in a red that small text can be read in (4.5:1)', () => {
    expect(tokenCss).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-700)"');
    expect(contrastRatio(token('red.700'), canvas)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token('red.700'), token('white'))).toBeGreaterThanOrEqual(4.5);
  });

  it('draws focus rings that stand out from the page (WCAG AA, 3:1 for parts of controls)', () => {
    expect(contrastRatio(token('blue.500'), canvas)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(token('blue.500'), token('white'))).toBeGreaterThanOrEqual(3);
  });

  it('puts the pages on the canvas, and headings and essays in the serif', () => {
    expect(tokenCss).toContain('"--chakra-colors-canvas":"#f7f6f3"');
    expect(tokenCss).toMatch(/"--chakra-fonts-heading":"\\"Iowan Old Style\\"/);
    expect(tokenCss).toMatch(/"--chakra-fonts-essay":"\\"Iowan Old Style\\"/);
  });
});
