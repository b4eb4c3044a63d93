import { contrastRatio, over } from '../../../../test/client/colour-contrast';
import { type Deficiency, perceivedDifference } from '../../../../test/client/colour-vision';
import { system } from '../../app/theme';
import { highlightColour, VIEWER_CATEGORIES } from './viewer-palette';

const page = system.token('colors.white');
const text = system.token('colors.black');
const mutedText = system.token('colors.gray.600');

describe("the six categories' colours (section 9's highlight tints)", () => {
  it.each(VIEWER_CATEGORIES.map((category) => [category.label, category.name]))(
    "keeps the essay's text and a category tag's label readable on the %s tint (WCAG AA, 4.5:1)",
    (_label, name) => {
      const tint = over(highlightColour(name), page);
      expect(contrastRatio(text, tint)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(mutedText, tint)).toBeGreaterThanOrEqual(4.5);
    },
  );

  // The full colours mark each highlight's underline and the filter's toggles. Chakra's reds, blues and
  // purples they replace came as close as 9.6 for a reader without green cones.
  it.each<[string, Deficiency | undefined]>([
    ['typical colour vision', undefined],
    ['protanopia', 'protanopia'],
    ['deuteranopia', 'deuteranopia'],
    ['tritanopia', 'tritanopia'],
  ])('keeps every two categories clearly apart with %s (ΔE of at least 15)', (_vision, deficiency) => {
    const tooClose = VIEWER_CATEGORIES.flatMap((first, index) =>
      VIEWER_CATEGORIES.slice(index + 1)
        .filter((second) => perceivedDifference(first.colour, second.colour, deficiency) < 15)
        .map((second) => `${first.name} and ${second.name}`),
    );
    expect(tooClose).toEqual([]);
  });
});
