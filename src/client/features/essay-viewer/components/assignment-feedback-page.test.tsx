import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../../mocks/db';
import {
  FEEDBACK_GENERAL,
  FEEDBACK_ITEM_TEMPLATES,
  feedbackItemsFor,
  seedReleasedFeedback,
} from '../../../../../mocks/fixtures/feedback';
import { sampleSubmission } from '../../../../../mocks/fixtures/submissions';
import { server } from '../../../../../test/client/msw-server';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { setScreenWidth } from '../../../../../test/client/screen-width';
import { signedInAs } from '../../../../../test/client/session-fixtures';

const openFeedback = (path = '/user/feedback/500') =>
  renderApp({ route: path, preloadedState: { auth: signedInAs('student') } });

const highlights = () => document.querySelectorAll('[data-feedback-id]');
const highlightedIds = () =>
  new Set(Array.from(highlights(), (mark) => mark.getAttribute('data-feedback-id')));
const sidebar = () => document.getElementById('feedback-sidebar') as HTMLElement;
// The accordion's headers: each is a button that says whether the comment it controls is open (a
// comment's Reply button says whether its thread is open, but controls no region of the accordion).
const entryHeaders = () =>
  within(screen.getByRole('region', { name: 'Instructor Feedback' }))
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded') && button.hasAttribute('aria-controls'));
const entryOf = (header: HTMLElement) => header.closest('[data-entry-id]') as HTMLElement;

describe('assignment feedback (section 2: /user/feedback/{id} and /user/review-feedback/{id})', () => {
  it('shows the essay with a highlight for every comment, the toolbar and the counts', async () => {
    seedReleasedFeedback(db);
    openFeedback();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft a thesis statement' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Essay Feedback' })).toBeInTheDocument();
    // Section 2: the heading's chip is the grade percentage, the viewer's toolbar says 'Grade: N/100'.
    const header = screen.getByRole('heading', { level: 1 }).closest('[data-page-header]') as HTMLElement;
    expect(within(header).getByText('84%')).toHaveAttribute('data-tone', 'success');
    const toolbar = screen.getByRole('heading', { name: 'Essay Feedback' }).parentElement as HTMLElement;
    expect(within(toolbar).getByText('Grade: 84/100')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText(/^8 comments · \d+ words$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print feedback' })).toBeInTheDocument();

    // Eight comments, one of them ('almost no effect on test results') crossing an <em>.
    await waitFor(() => expect(highlightedIds().size).toBe(8));
    expect(highlights()).toHaveLength(9);
    expect(
      screen.getByRole('button', { name: /^Comment 5: Grammar, “things that matters”/ }),
    ).toBeInTheDocument();

    const counts = await screen.findByLabelText('Comment counts');
    expect(within(counts).getByText('Total Comments').nextSibling).toHaveTextContent('8');
    expect(within(counts).getByText('AI Generated').nextSibling).toHaveTextContent('7');
    expect(within(counts).getByText('Manual Review').nextSibling).toHaveTextContent('1');
  });

  it('shows the heading, the end comment and the essay first, then the comments beside it', async () => {
    seedReleasedFeedback(db);
    openFeedback();
    const essay = await screen.findByRole('region', { name: 'Your essay with feedback' });
    expect(essay).toHaveTextContent(/\w/);
    expect(screen.getByRole('heading', { level: 1, name: 'Draft a thesis statement' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Instructor Feedback' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Instructor Feedback' })).toBeInTheDocument();
    // The end comment is read with the comments, not instead of them, and comes before the essay.
    const summary = screen.getByRole('region', { name: 'Feedback Summary' });
    expect(within(summary).getByText(FEEDBACK_GENERAL)).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { name: 'Strengths (3)' })).toBeInTheDocument();
    expect(within(summary).getByText('Final grade: 84/100')).toBeInTheDocument();
    expect(summary.compareDocumentPosition(essay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens every comment at once, and closes and opens them all with one button', async () => {
    seedReleasedFeedback(db);
    const { user } = openFeedback();
    await screen.findByRole('region', { name: 'Instructor Feedback' });
    expect(entryHeaders()).toHaveLength(8);
    for (const header of entryHeaders()) expect(header).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('region', { name: 'Instructor Feedback' });
    expect(within(list).getByText(FEEDBACK_ITEM_TEMPLATES[7].comment)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    for (const header of entryHeaders()) expect(header).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    for (const header of entryHeaders()) expect(header).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists each comment with its category, severity, AI chip, a 50-character preview and its details', async () => {
    seedReleasedFeedback(db);
    const { user } = openFeedback();
    const list = await screen.findByRole('region', { name: 'Instructor Feedback' });
    const evidence = within(list).getByRole('button', { name: /^Comment 4 Evidence Severity: Medium/ });
    expect(evidence).not.toHaveTextContent('AI');
    expect(evidence).toHaveTextContent('Teachers in Finland set very little homework, and…');
    const first = within(list).getByRole('button', {
      name: /^Comment 1 Argument Severity: Low AI generated/,
    });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    const details = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(details).getByText(FEEDBACK_ITEM_TEMPLATES[0].quote)).toBeInTheDocument();
    expect(within(details).getByText(FEEDBACK_ITEM_TEMPLATES[0].comment)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Show in Essay' })).toBeInTheDocument();
  });

  it('filters the comments by category, with counts, and clears the filter', async () => {
    seedReleasedFeedback(db);
    const { user } = openFeedback();
    await screen.findByRole('region', { name: 'Instructor Feedback' });
    expect(entryHeaders()).toHaveLength(8);
    const filters = within(sidebar()).getByRole('group', { name: 'Filter by category' });
    await user.click(within(filters).getByRole('button', { name: 'Grammar (2)' }));
    expect(within(filters).getByRole('button', { name: 'Grammar (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(entryHeaders().map((header) => header.textContent)).toEqual([
      expect.stringContaining('things that matters'),
      expect.stringContaining('Their also right'),
    ]);

    await user.click(within(filters).getByRole('button', { name: 'Structure (1)' }));
    expect(entryHeaders()).toHaveLength(1);
    await user.click(within(filters).getByRole('button', { name: 'Clear Filter' }));
    expect(entryHeaders()).toHaveLength(8);
    expect(within(filters).queryByRole('button', { name: 'Clear Filter' })).not.toBeInTheDocument();
  });

  it("fades the other categories' highlights in the essay while the filter shows one", async () => {
    seedReleasedFeedback(db);
    const { user } = openFeedback();
    const essay = await screen.findByRole('region', { name: 'Your essay with feedback' });
    await waitFor(() => expect(highlightedIds().size).toBe(8));
    const grammar = screen.getByRole('button', { name: /^Comment 5: Grammar/ });
    const evidence = screen.getByRole('button', { name: /^Comment 2: Evidence/ });
    const tints = [grammar, evidence].map((mark) => getComputedStyle(mark).backgroundColor);
    expect(essay).not.toHaveClass('dim-except-grammar');

    await user.click(await screen.findByRole('button', { name: 'Grammar (2)' }));
    expect(essay).toHaveClass('dim-except-grammar');
    expect(getComputedStyle(grammar).backgroundColor).toBe(tints[0]);
    expect(getComputedStyle(evidence).backgroundColor).toMatch(/transparent/);
    // A class and the pane's rules, not style attributes, which our Content Security Policy drops.
    expect(essay.querySelectorAll('[style]')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(essay).not.toHaveClass('dim-except-grammar');
    expect(getComputedStyle(evidence).backgroundColor).toBe(tints[1]);
  });

  it('brings the comment to the top of a phone screen when its highlight is tapped', async () => {
    const phone = setScreenWidth(390);
    const scrolled: { element: Element; options: unknown }[] = [];
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
      options,
    ) {
      scrolled.push({ element: this, options });
    });
    try {
      seedReleasedFeedback(db);
      const { user } = openFeedback();
      await screen.findByRole('region', { name: 'Instructor Feedback' });
      await waitFor(() => expect(highlightedIds().size).toBe(8));
      await user.click(screen.getByRole('button', { name: /^Comment 6: Grammar/ }));
      const entry = document.querySelector('[data-entry-id="905"]');
      await waitFor(() =>
        expect(scrolled).toContainEqual({
          element: entry,
          options: expect.objectContaining({ block: 'start' }),
        }),
      );
    } finally {
      scrollIntoView.mockRestore();
      phone.restore();
    }
  });

  it('reaches a comment whose quote lies inside another highlight through that highlight, which carries both numbers', async () => {
    const items = feedbackItemsFor(9200);
    const covering = items[2]; // 'almost no effect on test results', comment 3
    const inner = {
      ...covering,
      id: 950,
      quote: 'no effect',
      category: 'argument' as const,
      comment: 'Say what “no effect” was measured on.',
      startIndex: covering.startIndex + 'almost '.length,
      endIndex: covering.startIndex + 'almost no effect'.length,
    };
    seedReleasedFeedback(db, { items: [...items, inner] });
    const { user } = openFeedback();
    const list = await screen.findByRole('region', { name: 'Instructor Feedback' });
    // Nine comments, eight highlights: the inner quote is not wrapped again (section 5).
    await waitFor(() => expect(highlightedIds().size).toBe(8));
    expect(entryHeaders()).toHaveLength(9);
    const shared = screen.getByRole('button', { name: /^Comments 3 and 4: Clarity and Argument, “almost/ });
    expect(
      document.querySelector(`mark[data-feedback-id="${covering.id}"][data-feedback-number]`),
    ).toHaveAttribute('data-feedback-number', '3, 4');

    // The inner comment's own 'Show in Essay' finds the highlight that covers its words.
    const fourth = entryOf(within(list).getByRole('button', { name: /^Comment 4 Argument/ }));
    expect(within(fourth).getByText('Highlighted in the essay together with comment 3.')).toBeInTheDocument();
    await user.click(within(fourth).getByRole('button', { name: 'Show in Essay' }));
    expect(shared).toHaveFocus();

    // And the highlight opens both comments, even under a filter that showed only one of them.
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await user.click(screen.getByRole('button', { name: 'Argument (2)' }));
    expect(document.querySelector('[data-also-categories~="argument"]')).toBeInTheDocument();
    await user.click(shared);
    expect(screen.getByRole('button', { name: 'Argument (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list).getByRole('button', { name: /^Comment 4 Argument/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(within(list).getByRole('button', { name: /^Comment 3 Clarity/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("says 'No feedback in this category' when a filter leaves nothing", async () => {
    // Only grammar comments: the other categories count 0.
    seedReleasedFeedback(db, {
      items: feedbackItemsFor(9200).filter((item) => item.category === 'grammar'),
    });
    const { user } = openFeedback();
    await user.click(await screen.findByRole('button', { name: 'Style (0)' }));
    expect(screen.getByText('No feedback in this category')).toBeInTheDocument();
    expect(screen.getByText('Try selecting a different category')).toBeInTheDocument();
  });

  it('counts an unknown category as the first one (section 5)', async () => {
    const items = feedbackItemsFor(9200).map((item, index) =>
      index === 0 ? { ...item, category: 'spelling' as 'grammar' } : item,
    );
    seedReleasedFeedback(db, { items });
    openFeedback();
    expect(await screen.findByRole('button', { name: 'Grammar (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Argument (0)' })).toBeInTheDocument();
  });

  it("'Show in Essay' moves the focus to the comment's highlight, and a highlight opens its comment", async () => {
    seedReleasedFeedback(db);
    const { user } = openFeedback();
    const list = await screen.findByRole('region', { name: 'Instructor Feedback' });
    await waitFor(() => expect(highlightedIds().size).toBe(8));
    const sixth = entryOf(within(list).getByRole('button', { name: /^Comment 6/ }));
    await user.click(within(sixth).getByRole('button', { name: 'Show in Essay' }));
    const highlight = screen.getByRole('button', { name: /^Comment 6: Grammar, “Their also right”/ });
    expect(highlight).toHaveFocus();
    expect(highlight).toHaveAttribute('data-active');

    // From the essay back to the list: Enter on another highlight opens and focuses its comment.
    const other = screen.getByRole('button', { name: /^Comment 2: Evidence/ });
    other.focus();
    await user.keyboard('{Enter}');
    const header = within(list).getByRole('button', { name: /^Comment 2 Evidence/ });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(header).toHaveFocus());
  });

  it('prints the numbered comments after the essay', async () => {
    seedReleasedFeedback(db);
    openFeedback();
    await screen.findByRole('region', { name: 'Instructor Feedback' });
    // On screen the print list is hidden; on paper it follows the essay.
    const printed = document.querySelector('[data-print-comments]') as HTMLElement;
    expect(within(printed).getByRole('heading', { name: 'Comments', hidden: true })).toBeInTheDocument();
    const entries = within(printed).getAllByRole('listitem', { hidden: true });
    expect(entries).toHaveLength(8);
    expect(entries[4]).toHaveTextContent(/^5\. Grammar · medium“things that matters”/);
    expect(entries[3]).toHaveTextContent('instructor');
  });

  it('heads the printed copy with the student, the course, the assignment and the date', async () => {
    seedReleasedFeedback(db);
    openFeedback();
    await screen.findByRole('heading', { level: 1, name: 'Draft a thesis statement' });
    const details = document.querySelector('[data-print-details]') as HTMLElement;
    await waitFor(() => expect(details).toHaveTextContent('CourseEssay Writing 101'));
    expect(details).toHaveTextContent('Studentsam.student');
    expect(details).toHaveTextContent('AssignmentDraft a thesis statement');
    expect(details).toHaveTextContent('Date14 Jan 2026');
    // Paper only: the screen has the header and the breadcrumbs.
    expect(details).not.toBeVisible();
  });

  it("says 'Failed to fetch complete assignment details' when the assignment cannot be looked up (section 8)", async () => {
    seedReleasedFeedback(db);
    server.use(http.get('*/api/student/assignments/:id', () => new HttpResponse(null, { status: 500 })));
    openFeedback();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch complete assignment details');
    // The feedback itself still shows.
    expect(await screen.findByRole('region', { name: 'Instructor Feedback' })).toBeInTheDocument();
  });

  it('shows the summary card when there are no comments to show over the essay', async () => {
    seedReleasedFeedback(db, { items: [] });
    openFeedback();
    const summary = await screen.findByRole('region', { name: 'Feedback Summary' });
    expect(within(summary).getByText('Suggested grade: 82/100')).toHaveAttribute('data-tone', 'success');
    // Suggested and final grade side by side (section 2), and the percentage beside the heading.
    expect(within(summary).getByText('Final grade: 84/100')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('84%')).toHaveAttribute('data-tone', 'success');
    expect(within(summary).getByRole('heading', { name: 'Strengths (3)' })).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { name: 'Areas for Improvement (2)' })).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { name: 'Overall Assessment' })).toBeInTheDocument();
    expect(within(summary).getByText(FEEDBACK_GENERAL)).toBeInTheDocument();
    expect(within(summary).getByText(/^Checked/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your essay with feedback' })).not.toBeInTheDocument();
  });

  it('falls back to the plain feedback when the structured summary cannot be read (section 7)', async () => {
    seedReleasedFeedback(db, {
      review: { structured_feedback_json: '{"overall_feedback": "cut off' },
      items: [],
    });
    openFeedback('/user/review-feedback/500');
    const summary = await screen.findByRole('region', { name: 'Feedback Summary' });
    expect(within(summary).getByText('No detailed feedback summary available')).toBeInTheDocument();
    expect(within(summary).getByText(FEEDBACK_GENERAL)).toBeInTheDocument();
    expect(screen.getByText('84%')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Essay Feedback' })).not.toBeInTheDocument();
  });

  it.each<[number, string]>([
    [80, 'success'],
    [79, 'warning'],
    [60, 'warning'],
    [59, 'error'],
  ])('colours a grade of %d as %s (80/60)', async (grade, tone) => {
    seedReleasedFeedback(db, { submission: { grade }, review: { suggested_grade: grade } });
    openFeedback();
    expect(await screen.findByText(`${grade}%`)).toHaveAttribute('data-tone', tone);
  });

  it('says the instructor is reviewing the essay before the feedback is released', async () => {
    db.submissions.push(sampleSubmission({ feedback_generated_at: '2026-01-13T08:00:00.000Z' }));
    db.feedbackItems.push(...feedbackItemsFor(9000));
    openFeedback();
    expect(await screen.findByText('Your instructor is reviewing your essay.')).toBeInTheDocument();
    expect(screen.queryByText('No feedback available for this assignment yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Essay Feedback' })).not.toBeInTheDocument();
    expect(highlights()).toHaveLength(0);
  });

  it("shows 'Assignment Not Found' when the student has no essay for the assignment (404)", async () => {
    openFeedback();
    expect(await screen.findByRole('heading', { name: 'Assignment Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Assignment not found or no feedback available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/user/review/500');
  });
});
