import { isRangeInText, locateQuote } from '../../shared/rules/anchoring';

/** What the viewer needs of a feedback item to place it over the essay. */
export interface AnchorableItem {
  id: number;
  quote: string;
  startIndex: number;
  endIndex: number;
}

/** A highlight the viewer will draw: an item's range in the plain text (UTF-16 offsets). */
export interface PlacedHighlight {
  id: number;
  start: number;
  end: number;
}

export type SkipReason =
  | 'empty-quote'
  | 'general-feedback'
  | 'reversed-range'
  | 'not-found'
  | 'duplicate-quote'
  | 'duplicate-position'
  | 'inside-highlight';

export interface SkippedItem {
  id: number;
  reason: SkipReason;
  /** The highlight that already covers this item's quote, when there is one. */
  coveredBy?: number;
}

export interface ResolvedHighlights {
  /** Placed highlights, in document order; they never overlap. */
  placed: PlacedHighlight[];
  skipped: SkippedItem[];
}

/**
 * Sections 4 and 5, in their order: an empty quote, the 0,0 pair of general feedback and a range whose
 * end is not after its start are never highlighted; offsets are used when they lie in the text and
 * hold the quote, else the quote is searched for whitespace-tolerantly; a quote or a position that is
 * already highlighted, or a quote inside (overlapping) a highlight, is not wrapped again.
 */
export function resolveHighlights(text: string, items: readonly AnchorableItem[]): ResolvedHighlights {
  const placed: PlacedHighlight[] = [];
  const skipped: SkippedItem[] = [];
  const quotes = new Map<string, number>();
  const positions = new Map<string, number>();

  for (const item of items) {
    const skip = (reason: SkipReason, coveredBy?: number) =>
      skipped.push(coveredBy === undefined ? { id: item.id, reason } : { id: item.id, reason, coveredBy });
    // The same words quoted again are a duplicate quote; the same place quoted differently, a duplicate position.
    const quote = item.quote;
    if (!quote.trim()) {
      skip('empty-quote');
      continue;
    }
    if (item.startIndex === 0 && item.endIndex === 0) {
      skip('general-feedback');
      continue;
    }
    if (item.endIndex <= item.startIndex) {
      skip('reversed-range');
      continue;
    }
    const sameQuote = quotes.get(quote);
    if (sameQuote !== undefined) {
      skip('duplicate-quote', sameQuote);
      continue;
    }
    const inText = isRangeInText(text, item.startIndex, item.endIndex);
    const range = locateQuote(text, {
      quote: item.quote,
      startIndex: inText ? item.startIndex : null,
      endIndex: inText ? item.endIndex : null,
    });
    if (!range) {
      skip('not-found');
      continue;
    }
    const samePosition = positions.get(`${range.start}:${range.end}`);
    if (samePosition !== undefined) {
      skip('duplicate-position', samePosition);
      continue;
    }
    const covering = placed.find((other) => other.start < range.end && range.start < other.end);
    if (covering) {
      skip('inside-highlight', covering.id);
      continue;
    }
    placed.push({ id: item.id, start: range.start, end: range.end });
    quotes.set(quote, item.id);
    positions.set(`${range.start}:${range.end}`, item.id);
  }
  placed.sort((a, b) => a.start - b.start);
  return { placed, skipped };
}
