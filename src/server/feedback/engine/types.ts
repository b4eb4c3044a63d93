import type { FeedbackCategoryName, Severity } from '../../../shared/contract/feedback';
import type { TextRange } from '../../../shared/rules/anchoring';

export type { TextRange };

export interface Word extends TextRange {
  text: string;
  lower: string;
  /** Universal part of speech from wink (NOUN, VERB, AUX…). */
  pos: string;
  lemma: string;
  /** A function word (the, of, is…) by wink's list. */
  stop: boolean;
}

export interface Sentence extends TextRange {
  paragraph: number;
  words: Word[];
}

export interface Paragraph extends TextRange {
  sentences: Sentence[];
  wordCount: number;
}

/** The essay read once: every range is in UTF-16 offsets of the submitted plain text. */
export interface EssayDocument {
  text: string;
  paragraphs: Paragraph[];
  sentences: Sentence[];
  words: Word[];
  /** Flesch reading ease of the whole text (wink's readability statistics). */
  readingEase: number;
}

/**
 * A comment a check proposes before selection. A `word` finding points at a few characters; a
 * `passage` finding concerns a sentence and may be narrowed to the part of it that is still free.
 */
export interface Candidate {
  scope: 'word' | 'passage';
  range: TextRange;
  category: FeedbackCategoryName;
  severity: Severity;
  comment: string;
  suggestion: string;
  /** A word the dictionaries do not know, counted apart in the summary. */
  spelling?: boolean;
  /** The summary line this comment is summed up in, beside the grammar line that sums up category grammar. */
  topic?: SummaryTopic;
  /** Other places the same comment may stand, in order of preference, when `range` is taken. */
  alternatives?: TextRange[];
}

/** Summary lines that sum up comments of one kind (see summary.ts). */
export type SummaryTopic =
  | 'grammar'
  | 'sweeping'
  | 'passive'
  /** Comments on words or openings repeated close together; no summary line sums them up. */
  | 'repetition'
  /** Strengths: the stated position, the conclusion, and evidence given. */
  | 'thesis'
  | 'conclusion'
  | 'examples';
