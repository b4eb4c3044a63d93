import { agreementClauseCandidates } from './agreement-clauses';
import { commaSpliceCandidates } from './comma-splices';
import { confusableCandidates } from './confusables';
import { fusedSentenceCandidates } from './fused-sentences';
import { homophoneCandidates } from './homophones';
import { learnerUsageCandidates } from './learner-usage';
import { missingArticleCandidates } from './missing-articles';
import { nounNumberCandidates } from './noun-number';
import { openingClauseCommaCandidates } from './opening-clauses';
import { punctuationCandidates } from './punctuation';
import { subjectPhraseCandidates } from './subject-phrases';
import { subjectVerbCandidates } from './subject-verb';
import { tenseShiftCandidates } from './tense-shifts';
import type { Candidate, EssayDocument } from './types';
import { verbFormCandidates } from './verb-forms';

/**
 * The grammar findings of the engine's own word patterns, each placed where its check found it, in two
 * parts: those of the checks the grade model was fitted with, and the rest. The relative-clause,
 * sound-alike, comma-splice and later checks are shown and summed up but not yet weighed by the grade model:
 * learner essays splice commas at every level, and counting them lowered the 10-fold QWK on ELLIPSE
 * (bench/README.md, the feedback engine).
 */
export function gradedPatterns(doc: EssayDocument): Candidate[] {
  return [
    ...nounNumberCandidates(doc),
    ...subjectVerbCandidates(doc),
    ...subjectPhraseCandidates(doc),
    ...confusableCandidates(doc),
    ...learnerUsageCandidates(doc),
    ...verbFormCandidates(doc),
    ...punctuationCandidates(doc),
  ];
}

export function ungradedPatterns(doc: EssayDocument): Candidate[] {
  return [
    ...agreementClauseCandidates(doc),
    ...homophoneCandidates(doc),
    ...commaSpliceCandidates(doc),
    ...missingArticleCandidates(doc),
    ...tenseShiftCandidates(doc),
    ...fusedSentenceCandidates(doc),
    ...openingClauseCommaCandidates(doc),
  ];
}
