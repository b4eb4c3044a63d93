import { screen, waitFor, within } from '@testing-library/react';
import { FEEDBACK_ESSAY_HTML, feedbackItemsFor } from '../../../../../mocks/fixtures/feedback';
import { plainTextOf } from '../../../../../mocks/fixtures/grading';
import { renderWithProviders } from '../../../../../test/client/render-with-providers';
import type { FeedbackItem } from '../../../../shared/contract/feedback';
import { EssayFeedbackViewer } from './essay-feedback-viewer';

const TEXT = plainTextOf(FEEDBACK_ESSAY_HTML);
const ITEMS: FeedbackItem[] = feedbackItemsFor(1).map(
  ({ submission_id: _s, prefix: _p, suffix: _x, decision: _d, edited: _e, ...item }, index) => ({
    ...item,
    position: index + 1,
  }),
);

const renderViewer = (items: FeedbackItem[]) =>
  renderWithProviders(
    <EssayFeedbackViewer html={FEEDBACK_ESSAY_HTML} text={TEXT} items={items} wordCount={212} />,
  );

let restorePrint = () => {};
afterEach(() => restorePrint());

describe('EssayFeedbackViewer', () => {
  it("says 'Great job! No feedback yet.' when the essay has no comments", () => {
    renderViewer([]);
    expect(screen.getByText('Great job! No feedback yet.')).toBeInTheDocument();
    expect(screen.getByText('0 comments · 212 words')).toBeInTheDocument();
    expect(document.querySelector('[data-print-comments]')).not.toBeInTheDocument();
  });

  it('hides and shows the feedback beside the essay with the small-screen toggle', async () => {
    const { user } = renderViewer(ITEMS);
    const toggle = screen.getByRole('button', { name: 'Hide feedback' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'feedback-sidebar');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show feedback' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Instructor Feedback' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show feedback' }));
    expect(screen.getByRole('region', { name: 'Instructor Feedback' })).toBeVisible();
  });

  it('opens the comment of a highlight clicked in the essay, clearing a filter that hid it', async () => {
    const { user } = renderViewer(ITEMS);
    await user.click(screen.getByRole('button', { name: 'Style (1)' }));
    await user.click(await screen.findByRole('button', { name: /^Comment 2: Evidence/ }));
    expect(screen.getByRole('button', { name: 'Style (1)' })).toHaveAttribute('aria-pressed', 'false');
    const list = screen.getByRole('region', { name: 'Instructor Feedback' });
    const header = within(list).getByRole('button', { name: /^Comment 2 Evidence/ });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(header).toHaveFocus());
  });

  it('prints the page with the browser’s own print', async () => {
    // jsdom has no printing; the call is where the browser takes over.
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    restorePrint = () => print.mockRestore();
    const { user } = renderViewer(ITEMS);
    await user.click(screen.getByRole('button', { name: 'Print feedback' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
