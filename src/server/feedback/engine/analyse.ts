import type { DerivedLine } from '../../../shared/rules/summary-lines';
import { countWords } from '../../../shared/rules/words';
import type { DraftSummary, EngineDraft } from '../draft';
import { argumentCandidates } from './argument';
import { type AssignmentBrief, checkBrief } from './brief';
import { clarityCandidates } from './clarity';
import { readDocument } from './document';
import { gradeFeatures } from './features';
import { overallToGrade, predictOverall } from './grade';
import { grammarCandidates } from './grammar';
import { harperFindings } from './harper-findings';
import type { Libraries } from './libraries';
import { gradedPatterns, ungradedPatterns } from './pattern-candidates';
import { type EssayProfile, profileEssay } from './profile';
import { repetitionCandidates } from './repetition';
import { distinctSpans, overlaps, type PlacedCandidate, placeCandidates } from './select';
import { sentencePatterns } from './sentence-patterns';
import { checkSpelling } from './spelling';
import { structureCandidates } from './structure';
import { styleCandidates } from './style';
import { generalFeedback, summarise, topicOfLine } from './summary';
import type { Candidate } from './types';

export interface Analysis {
  draft: EngineDraft;
  profile: EssayProfile;
  /** The grade model's inputs, kept for fitting it (bench/fit-grade-model.ts). */
  features: number[];
  /** The grade model's other input: the share of each of the essay's sentence patterns. */
  sentencePatterns: Map<string, number>;
}

/** The summary lines that sum up comments, with the indices of those comments among the items. */
function derivedLines(summary: DraftSummary, placed: PlacedCandidate[]): DerivedLine[] {
  const topicOf = ({ candidate }: PlacedCandidate) =>
    candidate.category === 'grammar' ? 'grammar' : candidate.topic;
  return (['strengths', 'areas_for_improvement'] as const).flatMap((list) =>
    summary[list].flatMap((line, position) => {
      const topic = topicOfLine(line);
      const items = placed.flatMap((one, index) => (topic && topicOf(one) === topic ? [index] : []));
      return items.length ? [{ list, line, items, position }] : [];
    }),
  );
}

/** What the assignment asks for is said on a passage instead of the general note on it. */
const inPlaceOf = (specific: Candidate[], general: Candidate[]) => [
  ...specific,
  ...general.filter(
    (note) => note.scope === 'word' || !specific.some((other) => overlaps(other.range, note.range)),
  ),
];

/** Offline analysis of one essay's plain text; nothing leaves the thread. */
export async function analyseEssay(
  libraries: Libraries,
  text: string,
  version: string,
  brief?: AssignmentBrief,
): Promise<Analysis> {
  const doc = readDocument(text, libraries.nlp, libraries.its);
  const briefCheck = brief ? checkBrief(doc, brief) : null;
  const spelling = await checkSpelling(libraries, text);
  const findings = [...(await harperFindings(libraries.harper, text)), ...spelling.findings];
  findings.sort((a, b) => a.range.start - b.range.start);
  const grammar = grammarCandidates(text, findings, spelling.unknown);
  const graded = gradedPatterns(doc);
  const patterns = distinctSpans([...graded, ...ungradedPatterns(doc)]);
  const style = styleCandidates(text, libraries.writeGood);
  const placed = placeCandidates(text, [
    ...grammar.candidates,
    ...patterns,
    ...style.candidates,
    ...clarityCandidates(doc),
    ...inPlaceOf(briefCheck?.candidates ?? [], [
      ...structureCandidates(doc),
      ...argumentCandidates(doc),
      ...repetitionCandidates(doc),
    ]),
  ]);
  const profile = profileEssay(
    doc,
    { ...grammar, grammarCount: grammar.grammarCount + graded.length },
    style,
  );
  const features = gradeFeatures(profile);
  const shares = sentencePatterns(doc);
  const suggestedGrade =
    profile.words === 0
      ? null
      : overallToGrade(predictOverall(features, undefined, briefCheck?.lengthMet === true, shares));
  // The grade model reads every finding; the summary speaks of the comments the instructor sees, and
  // counts words as the submission's header does.
  const summary = summarise(
    {
      ...profile,
      words: countWords(text),
      grammarIssues: placed.filter(({ candidate }) => candidate.category === 'grammar').length,
      spellingIssues: placed.filter(({ candidate }) => candidate.spelling).length,
    },
    suggestedGrade,
    briefCheck,
    {
      passive: placed.filter(({ candidate }) => candidate.topic === 'passive').length,
      repetition: placed.filter(({ candidate }) => candidate.topic === 'repetition').length,
    },
  );
  return {
    draft: {
      items: placed.map(({ item }) => item),
      derivedLines: derivedLines(summary, placed),
      summary,
      generalFeedback: generalFeedback(summary),
      suggestedGrade,
      engine: 'rules',
      engineVersion: version,
      dropped: 0,
    },
    profile,
    features,
    sentencePatterns: shares,
  };
}
