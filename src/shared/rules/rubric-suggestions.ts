import type { FeedbackCategoryName } from '../contract/feedback';
import type { Rubric, RubricCriterion } from '../contract/rubrics';

export interface LevelSuggestion {
  levelId: number;
  reason: string;
}

/** What the engine's comments can tell about a criterion, recognised by the words of its title. */
interface CriterionEvidence {
  title: RegExp;
  categories: readonly FeedbackCategoryName[];
  /** Named in the reason: "3 grammar comments". */
  noun: string;
  /** Grammar is judged per 100 words (a long essay has more chances to slip); the rest per essay. */
  perHundredWords: boolean;
  /** From the best level down: a value below the first stays at the best, below the second one lower… */
  bands: readonly number[];
}

/**
 * The comments on grammar and spelling. The Conventions suggestion and the summary's proofreading line
 * (rules/summary-lines) both count these, so the two numbers the instructor sees agree.
 */
export const GRAMMAR_CATEGORIES: readonly FeedbackCategoryName[] = ['grammar'];

const EVIDENCE: readonly CriterionEvidence[] = [
  {
    title: /\b(conventions?|grammar|mechanics|spelling|punctuation|usage)\b/i,
    categories: GRAMMAR_CATEGORIES,
    noun: 'grammar',
    perHundredWords: true,
    bands: [0.5, 1.5, 3],
  },
  {
    title: /\b(organi[sz]ation|structure|paragraphing)\b/i,
    categories: ['structure'],
    noun: 'structure',
    perHundredWords: false,
    bands: [1, 2, 4],
  },
  {
    title: /\b(evidence|support|sources?)\b/i,
    categories: ['evidence'],
    noun: 'evidence',
    perHundredWords: false,
    bands: [1, 2, 4],
  },
];

export interface CommentOnEssay {
  category: string;
  decision: 'pending' | 'accepted' | 'rejected';
}

/**
 * How many comments in these categories stand: the engine's and the instructor's own alike, for both
 * are marked in the essay; a rejected one is one the instructor disagreed with, so no evidence.
 */
export const standingIn = (
  comments: readonly CommentOnEssay[],
  categories: readonly FeedbackCategoryName[],
) =>
  comments.filter(
    (comment) =>
      comment.decision !== 'rejected' && categories.includes(comment.category as FeedbackCategoryName),
  ).length;

const plural = (count: number, noun: string) => `${count} ${noun} comment${count === 1 ? '' : 's'}`;

function suggestionFor(
  criterion: RubricCriterion,
  evidence: CriterionEvidence,
  comments: readonly CommentOnEssay[],
  wordCount: number,
): LevelSuggestion | null {
  const best = [...criterion.levels].sort((a, b) => b.points - a.points);
  if (best.length === 0) return null;
  const count = standingIn(comments, evidence.categories);
  const value = evidence.perHundredWords ? (count * 100) / Math.max(wordCount, 1) : count;
  const band = evidence.bands.filter((threshold) => value >= threshold).length;
  const level = best[Math.min(band, best.length - 1)];
  const found =
    count === 0
      ? `No ${evidence.noun} comment`
      : evidence.perHundredWords
        ? `${plural(count, evidence.noun)} (${value.toFixed(1)} per 100 words)`
        : plural(count, evidence.noun);
  const where = evidence.perHundredWords ? `in ${wordCount} words` : 'on this essay';
  return { levelId: level.id, reason: `${found} ${where}.` };
}

/**
 * A level the engine suggests for each criterion it has evidence for: Conventions from the grammar
 * comments, Organization from the structure comments, Evidence from the evidence comments. Only once
 * the draft is ready; the instructor confirms or chooses another.
 */
export function levelSuggestions(
  rubric: Rubric,
  comments: readonly CommentOnEssay[],
  wordCount: number,
): Map<number, LevelSuggestion> {
  const suggestions = new Map<number, LevelSuggestion>();
  for (const criterion of rubric.criteria) {
    const evidence = EVIDENCE.find((candidate) => candidate.title.test(criterion.title));
    const suggestion = evidence && suggestionFor(criterion, evidence, comments, wordCount);
    if (suggestion) suggestions.set(criterion.id, suggestion);
  }
  return suggestions;
}
