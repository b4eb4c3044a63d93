import { proofreadLine } from '../../../shared/rules/summary-lines';
import type { DraftSummary } from '../draft';
import type { BriefCheck, BriefElement } from './brief';
import { plural, q } from './phrasing';
import type { EssayProfile } from './profile';
import type { SummaryTopic } from './types';

const rate = (count: number, words: number) => (words ? (100 * count) / words : 0);
const oneDecimal = (value: number) => value.toFixed(1);

function readingLevel(ease: number): string {
  if (ease >= 80) return 'easy to read';
  if (ease >= 60) return 'plain English';
  if (ease >= 40) return 'fairly difficult';
  return 'difficult';
}

function detailedAnalysis(p: EssayProfile): string[] {
  const links = p.transitionsUsed.length ? `, e.g. ${p.transitionsUsed.map(q).join(', ')}` : '';
  return [
    p.grammarIssues
      ? `Grammar and spelling: ${plural(p.grammarIssues, 'issue')} found (${p.spellingIssues} of them spelling), about ${oneDecimal(rate(p.grammarIssues, p.words))} per 100 words.`
      : 'Grammar and spelling: no issues found.',
    `Readability: Flesch reading ease ${Math.round(p.readingEase)} (${readingLevel(p.readingEase)}); sentences average ${Math.round(p.meanSentenceLength)} words, the longest has ${p.longestSentence}.`,
    `Structure: ${plural(p.paragraphs, 'paragraph')}; ${p.thesis ? 'the introduction states a position' : 'no position stated in an introduction'}; ${p.conclusion ? 'a conclusion that closes the argument' : 'no conclusion that comes back to the claim'}; transitions open ${plural(p.transitionSentences, 'sentence')}${links}.`,
    `Argument and evidence: ${plural(p.evidenceSentences, 'sentence')} with an example, figure or source; ${plural(p.sweepingClaims, 'sweeping claim')}.`,
    `Style: ${plural(p.passive, 'passive construction')}, ${plural(p.wordy, 'wordy phrase')}; ${Number.isNaN(p.vocabularyVariety) ? 'too short to measure vocabulary variety' : `vocabulary variety ${Math.round(p.vocabularyVariety * 100)}%`}.`,
  ];
}

const THESIS_LINE = 'The introduction states a clear position, so the reader knows what you will argue.';
const CONCLUSION_LINE = 'The essay ends with a conclusion that comes back to its claim.';
const EXAMPLES_LINE = 'Points are backed with examples or facts';

/** How many comments of a kind the draft shows, where the summary must not contradict them. */
export interface ShownComments {
  passive: number;
  repetition: number;
}

function strengths(p: EssayProfile, shown?: ShownComments): string[] {
  const found: string[] = [];
  if (p.words >= 80 && rate(p.grammarIssues, p.words) < 1)
    found.push(`Clean grammar and spelling: only ${plural(p.grammarIssues, 'issue')} in ${p.words} words.`);
  if (p.thesis) found.push(THESIS_LINE);
  if (p.conclusion) found.push(CONCLUSION_LINE);
  if (p.evidenceSentences >= 2) found.push(`${EXAMPLES_LINE} (${plural(p.evidenceSentences, 'sentence')}).`);
  if (p.transitionsUsed.length >= 2)
    found.push(`Ideas are linked with transitions such as ${p.transitionsUsed.map(q).join(' and ')}.`);
  // Not beside a comment that a word is repeated.
  if (p.words >= 100 && p.vocabularyVariety >= 0.78 && !shown?.repetition)
    found.push('Varied vocabulary: few words are repeated.');
  if (p.sentences >= 5 && p.meanSentenceLength >= 10 && p.meanSentenceLength <= 22 && p.longSentences === 0)
    found.push(`Sentences of a readable length, about ${Math.round(p.meanSentenceLength)} words on average.`);
  if (found.length === 0 && p.words > 0)
    found.push(`You put your ideas down in ${plural(p.words, 'word')}, which gives you material to revise.`);
  return found.slice(0, 5);
}

const SWEEPING_LINE = 'Qualify sweeping claims such as “everyone knows” unless you can prove them.';
const PASSIVE_LINE = 'Prefer the active voice, so the reader sees who does what.';

/** Which comments a strength or an area for improvement sums up, when it sums up comments. */
export function topicOfLine(line: string): SummaryTopic | undefined {
  if (line === SWEEPING_LINE) return 'sweeping';
  if (line === PASSIVE_LINE) return 'passive';
  if (line === THESIS_LINE) return 'thesis';
  if (line === CONCLUSION_LINE) return 'conclusion';
  if (line.startsWith(`${EXAMPLES_LINE} (`)) return 'examples';
  return /^Proofread for grammar and spelling: \d+ slips? (is|are) marked/.test(line) ? 'grammar' : undefined;
}

function areasForImprovement(
  p: EssayProfile,
  briefed: ReadonlySet<BriefElement>,
  shown?: ShownComments,
): string[] {
  const found: string[] = [];
  if (rate(p.grammarIssues, p.words) >= 1) found.push(proofreadLine(p.grammarIssues));
  if (p.paragraphs === 1 && p.words >= 120)
    found.push('Organise the essay into paragraphs: introduction, one paragraph per reason, conclusion.');
  if (p.paragraphs >= 3 && !p.thesis && !briefed.has('claim'))
    found.push('State your position in the introduction.');
  if (p.paragraphs >= 3 && !p.conclusion && !briefed.has('conclusion'))
    found.push('Finish with a conclusion that sums up your argument.');
  if (p.words >= 150 && p.evidenceSentences < 2 && !briefed.has('evidence'))
    found.push('Support your claims with specific examples, figures or sources.');
  if (p.sweepingClaims > 0) found.push(SWEEPING_LINE);
  if (p.longSentences > 0)
    found.push(`Split long sentences: ${plural(p.longSentences, 'sentence')} over 35 words.`);
  // Only where the draft points at passives whose doer the sentence names: elsewhere the passive is
  // often the right choice, and a general line would ask for what the comments do not.
  if (p.passive >= 3 && (shown ? shown.passive >= 2 : true)) found.push(PASSIVE_LINE);
  if (p.words > 0 && p.words < 150 && !briefed.has('length'))
    found.push('Develop your ideas further: the essay is short for the points it raises.');
  return found.slice(0, 5);
}

function overallFeedback(p: EssayProfile): string {
  const shape = `This essay runs to ${plural(p.words, 'word')} in ${plural(p.paragraphs, 'paragraph')}, with sentences of about ${Math.round(p.meanSentenceLength)} words on average.`;
  const errors = rate(p.grammarIssues, p.words);
  const standsOut =
    p.paragraphs === 1 && p.words >= 120
      ? 'It is written as a single block, which hides the plan of the argument.'
      : errors >= 3
        ? `Grammar and spelling slips are what hold it back most (${plural(p.grammarIssues, 'issue')} found).`
        : p.thesis && p.conclusion
          ? 'It is clearly organised, with a stated position and a conclusion that closes it.'
          : errors < 1 && p.words >= 80
            ? 'The writing is largely free of grammar and spelling slips.'
            : 'The ideas are there; the structure and the support for them are where it can grow.';
  const support =
    p.evidenceSentences >= 2
      ? 'Concrete examples make its points convincing.'
      : p.words >= 150
        ? 'Its reasoning would be more convincing with concrete examples.'
        : '';
  return [shape, standsOut, support].filter(Boolean).join(' ');
}

function encouragement(grade: number | null): string {
  if (grade === null)
    return 'Write out your ideas in full, and the feedback will have something to work with.';
  if (grade >= 80) return 'This is strong work; polishing the points above will make it excellent.';
  if (grade >= 60)
    return 'You have a solid base to build on: work through the comments one at a time and the next draft will be clearly better.';
  return 'Every revision counts: start with the highlighted sentences, and the essay will read much more clearly.';
}

export function summarise(
  profile: EssayProfile,
  grade: number | null,
  brief: BriefCheck | null = null,
  shown?: ShownComments,
): DraftSummary {
  if (profile.words === 0) {
    return {
      overall_feedback: 'The submission contains no text to assess.',
      detailed_analysis: [],
      strengths: [],
      areas_for_improvement: ['Write the essay out in full sentences and paragraphs.'],
      encouragement: encouragement(null),
    };
  }
  return {
    overall_feedback: overallFeedback(profile),
    detailed_analysis: [...(brief ? [brief.analysis] : []), ...detailedAnalysis(profile)],
    strengths: strengths(profile, shown),
    // What the assignment asks for and the essay lacks comes first: it is what the grade turns on.
    areas_for_improvement: [
      ...(brief?.missing ?? []),
      ...areasForImprovement(profile, new Set(brief?.checked), shown),
    ].slice(0, 6),
    encouragement: encouragement(grade),
  };
}

/** One paragraph for the plain `feedback` field, readable where the structured summary is not. */
export function generalFeedback(summary: DraftSummary): string {
  const parts = [summary.overall_feedback];
  if (summary.strengths.length) parts.push(`Strengths: ${summary.strengths.join(' ')}`);
  if (summary.areas_for_improvement.length)
    parts.push(`Next steps: ${summary.areas_for_improvement.join(' ')}`);
  parts.push(summary.encouragement);
  return parts.join(' ');
}
