import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../../test/client/render-with-providers';
import { EssayPane, type EssayPaneItem, type TextSelection } from './essay-pane';
import { categoryOf } from './viewer-palette';

const HTML =
  '<p>Trees cool <em>streets</em> in summer.</p><p>Zoë 🌳 measured it twice.</p>' +
  '<img src="x" onerror="window.paneScriptRan = true">';
// The plain text: 'Trees cool streets in summer.\n\nZoë 🌳 measured it twice.'
const TEXT = 'Trees cool streets in summer.\n\nZoë 🌳 measured it twice.';
const span = (quote: string) => ({
  startIndex: TEXT.indexOf(quote),
  endIndex: TEXT.indexOf(quote) + quote.length,
});
const ITEMS: EssayPaneItem[] = [
  { id: 11, quote: 'cool streets', ...span('cool streets'), category: 'clarity' },
  { id: 12, quote: 'measured it', ...span('measured it'), category: 'evidence' },
  { id: 13, quote: 'General remark', startIndex: 0, endIndex: 0, category: 'style' },
];

function Harness({ onSelect }: { onSelect?: (selection: TextSelection | null) => void }) {
  const [active, setActive] = useState<number | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <>
      <p>Opened: {opened ?? 'none'}</p>
      <button type="button" onClick={() => setActive(12)}>
        Show 12
      </button>
      <EssayPane
        html={HTML}
        items={ITEMS}
        label="Your essay"
        activeItemId={active}
        onHighlightClick={setOpened}
        onSelectText={onSelect}
      />
    </>
  );
}

const highlights = () => document.querySelectorAll('[data-feedback-id]');

/** Section 9: the category's colour at a '20' hex alpha (32/256), as the browser computes it. */
function tintOf(category: string): string {
  const [red, green, blue] = (categoryOf(category).colour.match(/[\da-f]{2}/gi) ?? []).map((pair) =>
    Number.parseInt(pair, 16),
  );
  return `rgba(${red}, ${green}, ${blue}, 0.125)`;
}

describe('EssayPane', () => {
  it('shows the sanitised essay at once and draws the placed highlights after the delay', async () => {
    renderWithProviders(<Harness />);
    const region = screen.getByRole('region', { name: 'Your essay' });
    expect(region).toHaveTextContent('Zoë 🌳 measured it twice.');
    expect(region.querySelector('img')).not.toHaveAttribute('onerror');
    expect(highlights()).toHaveLength(0);
    // Two highlights; 'cool streets' crosses the <em>, so it is drawn in two pieces.
    await waitFor(() => expect(highlights()).toHaveLength(3));
    expect(screen.getByRole('button', { name: /^Comment 1: Clarity/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comment 2: Evidence, “measured it”' })).toBeInTheDocument();
  });

  it("colours each highlight by its category from the pane's styles, not a style attribute (section 9)", async () => {
    renderWithProviders(<Harness />);
    const clarity = await screen.findByRole('button', { name: /^Comment 1: Clarity/ });
    const evidence = screen.getByRole('button', { name: /^Comment 2: Evidence/ });
    expect(getComputedStyle(clarity).backgroundColor).toBe(tintOf('clarity'));
    expect(getComputedStyle(evidence).backgroundColor).toBe(tintOf('evidence'));
    // Our Content Security Policy drops style attributes written as text, leaving the browser's yellow.
    expect(document.querySelectorAll('mark[style]')).toHaveLength(0);
  });

  it('opens a comment by click, and by Enter on the focused highlight', async () => {
    const { user } = renderWithProviders(<Harness />);
    const second = await screen.findByRole('button', { name: /^Comment 2/ });
    await user.click(second);
    expect(screen.getByText('Opened: 12')).toBeInTheDocument();
    expect(second).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: /^Comment 1/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Opened: 11')).toBeInTheDocument();
  });

  it('moves the focus to the active highlight and pulses it', async () => {
    const { user } = renderWithProviders(<Harness />);
    await screen.findByRole('button', { name: /^Comment 2/ });
    await user.click(screen.getByRole('button', { name: 'Show 12' }));
    const highlight = screen.getByRole('button', { name: /^Comment 2/ });
    expect(highlight).toHaveFocus();
    expect(highlight).toHaveAttribute('data-active');
    expect(highlight).toHaveAttribute('data-pulse');
  });

  it('reports a selection as offsets in the plain text, across the highlights it drew', async () => {
    const selections: (TextSelection | null)[] = [];
    renderWithProviders(<Harness onSelect={(selection) => selections.push(selection)} />);
    await waitFor(() => expect(highlights()).toHaveLength(3));
    const region = screen.getByRole('region', { name: 'Your essay' });
    const from = screen.getByText('streets').firstChild as Text;
    const to = screen.getByRole('button', { name: /^Comment 2/ }).firstChild as Text;
    const range = document.createRange();
    range.setStart(from, 2);
    range.setEnd(to, 8);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    fireEvent.mouseUp(region);
    const start = TEXT.indexOf('reets');
    const end = TEXT.indexOf('measured') + 8;
    expect(selections.at(-1)).toEqual({ startIndex: start, endIndex: end, quote: TEXT.slice(start, end) });

    window.getSelection()?.removeAllRanges();
    fireEvent.mouseUp(region);
    expect(selections.at(-1)).toBeNull();
  });
});
