import type { EngineDraft } from '../draft';
import { argumentCandidates } from './argument';
import { clarityCandidates } from './clarity';
import { readDocument } from './document';
import { gradeFeatures } from './features';
import { overallToGrade, predictOverall } from './grade';
import { grammarCandidates } from './grammar';
import { harperFindings } from './harper-findings';
import type { Libraries } from './libraries';
import { type EssayProfile, profileEssay } from './profile';
import { repetitionCandidates } from './repetition';
import { selectItems } from './select';
import { structureCandidates } from './structure';
import { styleCandidates } from './style';
import { generalFeedback, summarise } from './summary';

export interface Analysis {
  draft: EngineDraft;
  profile: EssayProfile;
  /** The grade model's inputs, kept for fitting it (bench/fit-grade-model.ts). */
  features: number[];
}

/** Offline analysis of one essay's plain text; nothing leaves the thread. */
export async function analyseEssay(libraries: Libraries, text: string, version: string): Promise<Analysis> {
  const doc = readDocument(text, libraries.nlp, libraries.its);
  const [findings, unknownWords] = await Promise.all([
    harperFindings(libraries.harper, text),
    libraries.unknownWords(text),
  ]);
  const grammar = grammarCandidates(findings, unknownWords);
  const style = styleCandidates(text, libraries.writeGood);
  const items = selectItems(text, [
    ...grammar.candidates,
    ...style.candidates,
    ...clarityCandidates(doc),
    ...structureCandidates(doc),
    ...argumentCandidates(doc),
    ...repetitionCandidates(doc),
  ]);
  const profile = profileEssay(doc, grammar, style, unknownWords.length);
  const features = gradeFeatures(profile);
  const suggestedGrade = profile.words === 0 ? null : overallToGrade(predictOverall(features));
  const summary = summarise(profile, suggestedGrade);
  return {
    draft: {
      items,
      summary,
      generalFeedback: generalFeedback(summary),
      suggestedGrade,
      engine: 'rules',
      engineVersion: version,
      dropped: 0,
    },
    profile,
    features,
  };
}
