import { Box } from '@chakra-ui/react';
import { type JSX, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { extractPlainText } from '../../../shared/rules/plain-text';
import { resolveHighlights } from '../../lib/anchoring';
import { sanitize } from '../../lib/sanitize';
import { coveredComments, markCoveredComments } from './covered-comments';
import { drawHighlights } from './draw-highlights';
import { essayPaneStylesFor } from './essay-pane-styles';
import { filterClassName, highlightFilterStylesFor } from './highlight-filter';
import { selectionOffsets, type TextSelection } from './selection-offsets';
import { useHighlightEvents } from './use-highlight-events';
import { useShowHighlight } from './use-show-highlight';
import { HIGHLIGHT_SETUP_DELAY_MS } from './viewer-constants';
import { useViewerCategories } from './viewer-palette';

export interface EssayPaneItem {
  id: number;
  quote: string;
  startIndex: number;
  endIndex: number;
  category: string;
  /**
   * A comment of an earlier version whose passage stands unchanged (the revision loop): drawn with that
   * version's number instead of a comment number, which count only this version's comments.
   */
  carriedFrom?: number;
  /** The number the reader knows the comment by, when the screen keeps its own; else its place in the list. */
  number?: number;
}

export interface EssayPaneProps {
  /** Sanitised again with lib/sanitize before rendering. */
  html: string;
  /** Each highlight is numbered by its item's place in this list, from 1. */
  items: EssayPaneItem[];
  /** Accessible name of the essay region. */
  label: string;
  /** Scrolled into view, pulsed and focused whenever it (or `pulseKey`) changes. */
  activeItemId?: number | null;
  /** Change it to show the same active item again (a second "Show in Essay"). */
  pulseKey?: number;
  onHighlightClick?: (id: number) => void;
  /** When given, selecting text in the essay reports its plain-text offsets (same text as content_text). */
  onSelectText?: (selection: TextSelection | null) => void;
  /** The category the reader filters on: every other category's highlights fade. */
  filterCategory?: string | null;
}

/** What the pane draws of an item, and nothing else an item may carry. */
export const paneItemOf = (item: EssayPaneItem): EssayPaneItem => {
  const { id, quote, startIndex, endIndex, category, carriedFrom, number } = item;
  return { id, quote, startIndex, endIndex, category, carriedFrom, number };
};

/** Redraw only when what is drawn changes, not whenever a parent passes a new array. */
const signatureOf = (items: EssayPaneItem[]) => JSON.stringify(items.map(paneItemOf));

/** Each comment with its number: this version's comments in order, carried ones left out of the count. */
function numberedById(list: EssayPaneItem[]) {
  let number = 0;
  return new Map(
    list.map((item) => {
      if (item.carriedFrom !== undefined) return [item.id, { item, number: 0 }];
      number += 1;
      return [item.id, { item, number: item.number ?? number }];
    }),
  );
}

/**
 * The essay with its feedback drawn over it (section 2: Essay feedback viewer). The essay's HTML is
 * managed outside React, because highlights split its text nodes; the plain text stays the same, so
 * offsets and selections always count in `content_text`.
 */
export function EssayPane(props: EssayPaneProps): JSX.Element {
  const { html, items, label, activeItemId = null, pulseKey = 0 } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => sanitize(html), [html]);
  const signature = signatureOf(items);
  // The categories arrive after the essay at times (the instructor's list): the highlights follow them.
  const palette = useViewerCategories();
  const styles = useMemo(() => [essayPaneStylesFor(palette), highlightFilterStylesFor(palette)], [palette]);
  // Counts the drawings, so that showing an item waits for its highlight to exist.
  const [drawing, setDrawing] = useState(0);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    root.innerHTML = clean;
    // Section 9: the highlights follow the text after a short delay, so the essay itself shows at once.
    const timer = setTimeout(() => {
      const list = JSON.parse(signature) as EssayPaneItem[];
      const plain = extractPlainText(root);
      const { placed, skipped } = resolveHighlights(plain.text, list);
      const byId = numberedById(list);
      drawHighlights(
        root,
        placed.map((range) => {
          const entry = byId.get(range.id);
          return {
            ...range,
            number: entry?.number ?? 0,
            category: entry?.item.category ?? '',
            carriedFrom: entry?.item.carriedFrom,
          };
        }),
        plain,
        palette,
      );
      markCoveredComments(
        root,
        coveredComments(skipped, (id) => {
          const entry = byId.get(id);
          return entry && { number: entry.number, category: entry.item.category };
        }),
        palette,
      );
      setDrawing((count) => count + 1);
    }, HIGHLIGHT_SETUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [clean, signature, palette]);

  useHighlightEvents(rootRef, props.onHighlightClick, props.onSelectText);
  useShowHighlight(rootRef, activeItemId, pulseKey, drawing);

  return (
    <Box
      ref={rootRef}
      role="region"
      aria-label={label}
      className={filterClassName(props.filterCategory ?? null)}
      textStyle="essay"
      css={styles}
    />
  );
}

export { selectionOffsets, type TextSelection };
