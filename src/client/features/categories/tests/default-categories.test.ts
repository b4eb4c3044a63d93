import { VIEWER_CATEGORIES } from '../../essay-viewer/categories';
import { DEFAULT_CATEGORY_DRAFTS, SAMPLE_AI_SUGGESTIONS } from '../default-categories';

describe('the categories offered at first use', () => {
  it('colour a category the essay viewer also knows as the viewer does, so it reads alike in both', () => {
    const shared = [...DEFAULT_CATEGORY_DRAFTS, ...SAMPLE_AI_SUGGESTIONS].flatMap((draft) => {
      const viewer = VIEWER_CATEGORIES.find((category) => category.label === draft.name);
      return viewer ? [[draft.name, draft.color, viewer.colour]] : [];
    });
    expect(shared.map(([name]) => name)).toEqual([
      'Grammar',
      'Structure',
      'Style',
      'Clarity',
      'Argument',
      'Evidence',
    ]);
    for (const [name, stored, viewer] of shared) expect([name, stored]).toEqual([name, viewer]);
  });
});
