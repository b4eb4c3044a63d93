import type { EssayProfile } from './profile';

/** The grade model's inputs, in the order of the fitted weights in grade-model.ts. */
export const FEATURE_NAMES = [
  'logWords',
  'paragraphs',
  'meanSentenceLength',
  'longSentenceShare',
  'readingEase',
  'vocabularyVariety',
  'meanWordLength',
  'grammarPer100',
  'spellingPer100',
  'passivePer100',
  'wordyPer100',
  'transitionsPer100',
  'linkedBodyShare',
  'thesis',
  'conclusion',
  'evidencePer100',
  'logDistinctWords',
  'sqrtWords',
  'wordsPerParagraph',
  'longWordShare',
  'lowercaseIPer100',
  'lowercaseOpeningShare',
  'commasPerSentence',
  'semicolonsAndColonsPerSentence',
] as const;

/** Rates per 100 words over at least 50 words, so a two-line answer does not swing them wildly. */
const per100 = (count: number, words: number) => (100 * count) / Math.max(words, 50);

export function gradeFeatures(profile: EssayProfile): number[] {
  const { words } = profile;
  const values: Record<(typeof FEATURE_NAMES)[number], number> = {
    logWords: Math.log(words + 1),
    paragraphs: Math.min(profile.paragraphs, 8),
    meanSentenceLength: Math.min(profile.meanSentenceLength, 80),
    longSentenceShare: profile.sentences ? profile.longSentences / profile.sentences : 0,
    readingEase: Math.max(-50, Math.min(120, profile.readingEase)),
    vocabularyVariety: profile.vocabularyVariety,
    meanWordLength: profile.meanWordLength,
    grammarPer100: per100(profile.grammarIssues, words),
    spellingPer100: per100(profile.spellingIssues, words),
    passivePer100: per100(profile.passive, words),
    wordyPer100: per100(profile.wordy, words),
    transitionsPer100: per100(profile.transitionSentences, words),
    linkedBodyShare: profile.bodyParagraphs ? profile.linkedBodyParagraphs / profile.bodyParagraphs : 0,
    thesis: profile.thesis ? 1 : 0,
    conclusion: profile.conclusion ? 1 : 0,
    evidencePer100: per100(profile.evidenceSentences, words),
    logDistinctWords: Math.log(profile.distinctWords + 1),
    // Length again, on a second curve: the log flattens too early for the longest essays.
    sqrtWords: Math.sqrt(words),
    wordsPerParagraph: Math.min(words / Math.max(profile.paragraphs, 1), 400),
    longWordShare: words ? profile.longWords / words : 0,
    lowercaseIPer100: per100(profile.lowercaseI, words),
    lowercaseOpeningShare: profile.sentences ? profile.lowercaseOpenings / profile.sentences : 0,
    commasPerSentence: profile.sentences ? profile.commas / profile.sentences : 0,
    semicolonsAndColonsPerSentence: profile.sentences ? profile.semicolonsAndColons / profile.sentences : 0,
  };
  return FEATURE_NAMES.map((name) => values[name]);
}
