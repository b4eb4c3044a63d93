import { FEEDBACK_CATEGORIES } from '../../../shared/contract';
import { relativeTime } from '../../lib/date-format';
import { hasSummaryContent, parseStructuredFeedback } from './structured-feedback';
import { quotePreview } from './viewer-model';
import { categoryOf, highlightColour, VIEWER_CATEGORIES } from './viewer-palette';

describe('parseStructuredFeedback (section 7: unreadable JSON is ignored)', () => {
  it.each<[string, string | null]>([
    ['no summary', null],
    ['an empty string', ''],
    ['cut-off JSON', '{"overall_feedback": "Good'],
    ['a JSON list', '["strength"]'],
    ['a JSON string', '"overall"'],
  ])('reads %s as no summary', (_case, json) => {
    expect(parseStructuredFeedback(json)).toBeNull();
  });

  it('reads missing or mistyped parts as empty and keeps the rest', () => {
    const summary = parseStructuredFeedback(
      JSON.stringify({ overall_feedback: 'Clear.', strengths: ['Voice', 3], suggested_grade: '90' }),
    );
    expect(summary).toEqual({
      overall_feedback: 'Clear.',
      detailed_analysis: [],
      strengths: [],
      areas_for_improvement: [],
      encouragement: '',
      suggested_grade: null,
      feedback_generated_at: null,
    });
    expect(hasSummaryContent(summary)).toBe(true);
    expect(hasSummaryContent(parseStructuredFeedback('{}'))).toBe(false);
  });
});

describe('quotePreview (section 9: 50 characters)', () => {
  it.each<[string, string, string]>([
    ['a short quote whole', 'Trees cool streets.', 'Trees cool streets.'],
    ['exactly 50 characters whole', 'x'.repeat(50), 'x'.repeat(50)],
    ['a longer quote cut at 50 with an ellipsis', `${'a'.repeat(49)} and more`, `${'a'.repeat(49)}…`],
    ['runs of whitespace as one space', 'one\n\ntwo   three', 'one two three'],
    ['an emoji as one character, never halved', `${'é'.repeat(49)}🌳🌳`, `${'é'.repeat(49)}🌳…`],
  ])('keeps %s', (_case, quote, preview) => {
    expect(quotePreview(quote)).toBe(preview);
  });
});

describe('viewer categories (sections 3, 5 and 9)', () => {
  it('are the six built-in categories, each with a colour and an icon', () => {
    expect(VIEWER_CATEGORIES.map((category) => category.name)).toEqual(FEEDBACK_CATEGORIES);
    for (const category of VIEWER_CATEGORIES) {
      expect(category.colour).toMatch(/^#[0-9a-f]{6}$/u);
      expect(category.icon).not.toBe('');
    }
  });

  it.each<[string | null, string]>([
    ['Evidence', 'evidence'],
    [' style ', 'style'],
    ['content', 'grammar'],
    ['', 'grammar'],
    [null, 'grammar'],
  ])('maps %p to %s', (name, expected) => {
    expect(categoryOf(name).name).toBe(expected);
  });

  it("draws highlights in the category colour with a '20' alpha", () => {
    expect(highlightColour('clarity')).toBe('#0072b220');
    expect(highlightColour('unknown')).toBe('#d55e0020');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-01-14T12:00:00.000Z');
  it.each<[string, string]>([
    ['2026-01-14T11:59:30.000Z', 'just now'],
    ['2026-01-14T11:15:00.000Z', '45 minutes ago'],
    ['2026-01-13T11:00:00.000Z', 'yesterday'],
    ['2026-01-11T12:00:00.000Z', '3 days ago'],
    ['2025-11-01T12:00:00.000Z', '2 months ago'],
  ])('says %s was %s', (iso, expected) => {
    expect(relativeTime(iso, now)).toBe(expected);
  });
});
