import { patternFinding, wordSet } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Word } from './types';

const MODALS = wordSet('can could should would must may might will shall');
const DO_FORMS = wordSet('do does did');
const NEGATION = wordSet("not n't n’t");

const isVerb = (word: Word | undefined): word is Word => word?.pos === 'VERB' || word?.pos === 'AUX';

/** After a modal ("can goes") or a negated "do" ("doesn't likes") English needs the bare verb. */
function checkAuxiliary(words: Word[], i: number): Candidate[] {
  const auxiliary = words[i];
  if (auxiliary.pos !== 'AUX') return [];
  const modal = MODALS.has(auxiliary.lower);
  const negated = NEGATION.has(words[i + 1]?.lower ?? '');
  if (!modal && !(DO_FORMS.has(auxiliary.lower) && negated)) return [];
  const verb = words[i + (negated ? 2 : 1)];
  // "every trash can is", "the can was": a finite verb after "can" makes it the noun.
  if (!negated && /^(is|are|was|were|has)$/.test(verb?.lower ?? '')) return [];
  // A modal takes no "to": "can to go".
  if (modal && !negated && verb?.lower === 'to' && isVerb(words[i + 2])) {
    return [
      patternFinding(
        verb,
        'high',
        `${q(auxiliary.text)} is followed directly by the verb, without “to”.`,
        `Delete ${q(verb.text)}.`,
      ),
    ];
  }
  if (isVerb(verb) && verb.lower !== verb.lemma) {
    return [
      patternFinding(
        verb,
        'high',
        `After ${q(auxiliary.text)} the verb takes its base form.`,
        `Write ${q(verb.lemma)}.`,
      ),
    ];
  }
  return [];
}

export function verbFormCandidates(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ words }) => words.flatMap((_, i) => checkAuxiliary(words, i)));
}
