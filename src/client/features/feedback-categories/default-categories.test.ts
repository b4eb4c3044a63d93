import { BUILT_IN_CATEGORIES, SEEDED_CATEGORIES } from '../../../shared/contract/feedback-categories';
import { VIEWER_CATEGORIES } from '../essay-viewer';
import { SAMPLE_AI_SUGGESTIONS } from './default-categories';

describe('the categories an instructor starts with (section 3)', () => {
  it("hold the viewer's six built-in categories, with their keys, and the stored defaults", () => {
    const keys = SEEDED_CATEGORIES.map((category) => category.key);
    expect(keys.slice(0, 6)).toEqual(VIEWER_CATEGORIES.map((category) => category.name));
    for (const name of ['content', 'grammar', 'structure', 'style', 'general']) expect(keys).toContain(name);
    expect(new Set(SEEDED_CATEGORIES.map((category) => category.color)).size).toBe(SEEDED_CATEGORIES.length);
  });

  it('colour a suggestion the essay viewer also knows as the viewer does, so it reads alike in both', () => {
    const shared = SAMPLE_AI_SUGGESTIONS.flatMap((draft) => {
      const builtIn = BUILT_IN_CATEGORIES.find((category) => category.name === draft.name);
      return builtIn ? [[draft.name, draft.color, draft.icon, builtIn.color, builtIn.icon]] : [];
    });
    expect(shared.map(([name]) => name)).toEqual(['Clarity', 'Argument', 'Evidence']);
    for (const [name, colour, icon, viewerColour, viewerIcon] of shared)
      expect([name, colour, icon]).toEqual([name, viewerColour, viewerIcon]);
  });
});
