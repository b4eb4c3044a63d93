import type { HarperFinding } from './harper-findings';

/**
 * One sentence that teaches the rule behind a common slip, in place of harper's own message, which
 * names the problem without the rule ("Incorrect indefinite article.").
 */
const LESSONS: Record<string, (problem: string) => string | null> = {
  AnA: () => 'Use “an” before a vowel sound and “a” before a consonant sound: “an hour”, “a unique”.',
  ItsPossessive: () => '“It’s” means “it is” or “it has”; the possessive “its” has no apostrophe.',
  ItsContraction: () => '“Its” shows possession; for “it is” or “it has”, write “it’s”.',
  ModalOf: () => 'After “could”, “should”, “would” and “might”, write “have”: “of” only sounds like it.',
  RepeatedWords: () => 'The same word is written twice in a row; one is enough.',
  NounVerbConfusion: (problem) =>
    /^(affect|effect)/i.test(problem)
      ? '“Affect” is usually the verb (to change something) and “effect” the noun (the result).'
      : null,
};

export function lessonFor(finding: HarperFinding): string | null {
  return LESSONS[finding.rule]?.(finding.problem.trim()) ?? null;
}
