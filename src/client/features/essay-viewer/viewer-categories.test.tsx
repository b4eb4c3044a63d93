import { screen, within } from '@testing-library/react';
import { FEEDBACK_ESSAY_HTML, feedbackItemsFor } from '../../../../mocks/fixtures/feedback';
import { plainTextOf } from '../../../../mocks/fixtures/grading';
import { renderWithProviders } from '../../../../test/client/render-with-providers';
import { FEEDBACK_CATEGORIES } from '../../../shared/contract';
import type { FeedbackItem } from '../../../shared/contract/feedback';
import { EssayFeedbackViewer } from './components/essay-feedback-viewer';
import { categoryIn, paletteOf, VIEWER_CATEGORIES, ViewerCategoriesProvider } from './viewer-palette';

const TEXT = plainTextOf(FEEDBACK_ESSAY_HTML);
const ITEMS: FeedbackItem[] = feedbackItemsFor(1).map(
  ({ submission_id: _s, prefix: _p, suffix: _x, decision: _d, edited: _e, ...item }, index) => ({
    ...item,
    position: index + 1,
  }),
);
const LOOKS = [
  { key: 'citations', name: 'Citations', color: '#882255', icon: '§' },
  { key: 'grammar', name: 'Mechanics', color: '#224466', icon: '⚙' },
];

describe("the viewer in the instructor's categories", () => {
  it('puts their categories first, renamed built-in ones included, then the other built-in ones', () => {
    const palette = paletteOf(LOOKS);
    expect(palette.map((category) => category.name)).toEqual(['citations', ...FEEDBACK_CATEGORIES]);
    expect(categoryIn(palette, 'grammar')).toMatchObject({ label: 'Mechanics', colour: '#224466' });
    expect(categoryIn(palette, ' Citations ')).toMatchObject({ label: 'Citations', colour: '#882255' });
    // Section 5: a name nobody knows maps to the first built-in category.
    expect(categoryIn(palette, 'unknown').name).toBe('grammar');
    expect(paletteOf([])).toBe(VIEWER_CATEGORIES);
  });

  it("draws a comment in its own category's name and colour, and filters by it", async () => {
    const items = ITEMS.map((item, index) => (index === 0 ? { ...item, category: 'citations' } : item));
    const { user } = renderWithProviders(
      <ViewerCategoriesProvider value={paletteOf(LOOKS)}>
        <EssayFeedbackViewer html={FEEDBACK_ESSAY_HTML} text={TEXT} items={items} wordCount={212} />
      </ViewerCategoriesProvider>,
    );
    const highlight = await screen.findByRole('button', { name: /^Comment 1: Citations/ });
    expect(highlight).toHaveAttribute('data-category', 'citations');
    const list = screen.getByRole('region', { name: 'Instructor Feedback' });
    expect(within(list).getByRole('button', { name: /^Comment 1 Citations/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Citations (1)' }));
    expect(within(list).getAllByRole('button', { name: /^Comment \d+ / })).toHaveLength(1);
  });
});
