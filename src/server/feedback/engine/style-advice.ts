import { q } from './phrasing';
import type { Candidate } from './types';

export type Check = 'passive' | 'repeated' | 'so' | 'thereIs' | 'weasel' | 'wordy' | 'cliche';

/** Plain words for the long ones write-good flags most often in essays. */
export const PLAINER: Record<string, string> = {
  participate: 'take part',
  utilize: 'use',
  numerous: 'many',
  additional: 'more',
  assist: 'help',
  commence: 'begin',
  approximately: 'about',
  demonstrate: 'show',
  obtain: 'get',
  purchase: 'buy',
  require: 'need',
  sufficient: 'enough',
  individual: 'person',
  facilitate: 'help',
};

/** Wordy phrases with the shorter words that say the same. */
export const SHORTER: Record<string, string> = {
  'in order to': 'to',
  'due to the fact that': 'because',
  'at this point in time': 'now',
  'at the present time': 'now',
  'in spite of the fact that': 'although',
  'has the ability to': 'can',
  'have the ability to': 'can',
  'a large number of': 'many',
  'the majority of': 'most',
  'each and every': 'every',
  'for the purpose of': 'to',
  'in the event that': 'if',
  'in close proximity': 'near',
  'on a daily basis': 'daily',
  'with regard to': 'about',
  'in regard to': 'about',
  'with respect to': 'about',
  'a great deal of': 'much',
  'is able to': 'can',
  'are able to': 'can',
};

/** Who does the action of a passive, when the sentence names them ("…was built by the council"). */
export function agentOf(text: string, end: number): string | null {
  const agent =
    /^\s+by\s+((?:the|a|an|his|her|their|my|our|its|this|these|those|some|many)\s+)?[\p{L}'-]+/iu.exec(
      text.slice(end, end + 60),
    );
  const doer = agent ? agent[0].replace(/^\s+by\s+/i, '') : null;
  // "by moving practices", "by then": a gerund or a time is not the doer.
  return doer && !/ing$|^(then|now|far|the way|the time)$/i.test(doer) ? doer : null;
}

function passiveSuggestion(text: string, end: number): string {
  const doer = agentOf(text, end);
  return doer
    ? `Start the sentence with ${q(doer)}, who does the action, and use an active verb.`
    : 'Rewrite it in the active voice: begin with who or what does the action, then the verb.';
}

/** What each write-good finding means to a student, and what to do about it. */
export function describe(
  check: Check,
  phrase: string,
  text: string,
  end: number,
): Omit<Candidate, 'scope' | 'range'> {
  const style = { category: 'style' as const, severity: 'low' as const };
  switch (check) {
    case 'passive':
      return {
        category: 'clarity',
        severity: 'low',
        comment: `${q(phrase)} is passive, so the reader does not see who does the action.`,
        suggestion: passiveSuggestion(text, end),
      };
    case 'repeated':
      return {
        category: 'grammar',
        severity: 'medium',
        comment: `${q(phrase)} appears twice in a row.`,
        suggestion: `Delete the second ${q(phrase)}.`,
      };
    case 'so':
      return {
        ...style,
        comment: `Opening with ${q(phrase)} adds little here.`,
        suggestion: `Delete ${q(phrase)} or use a linking phrase such as “As a result,”.`,
      };
    case 'thereIs':
      return {
        ...style,
        comment: `${q(phrase)} delays the real subject of the sentence.`,
        suggestion:
          'Start with the subject itself, e.g. “Several reasons support…” instead of “There are several reasons…”.',
      };
    case 'weasel':
      return {
        ...style,
        comment: `${q(phrase)} adds emphasis without adding meaning.`,
        suggestion: `Delete ${q(phrase)} or choose one precise word instead of the pair.`,
      };
    case 'wordy': {
      const shorter = SHORTER[phrase.toLowerCase()];
      if (shorter) {
        return {
          ...style,
          comment: `${q(phrase)} takes more words than it needs; ${q(shorter)} says the same.`,
          suggestion: `Replace ${q(phrase)} with ${q(shorter)}.`,
        };
      }
      if (/\s/.test(phrase)) {
        return {
          ...style,
          comment: `${q(phrase)} is wordy.`,
          suggestion: `Cut ${q(phrase)} or say it in fewer words.`,
        };
      }
      return {
        ...style,
        comment: `${q(phrase)} is more formal than it needs to be.`,
        suggestion: `Use ${q(PLAINER[phrase.toLowerCase()] ?? 'a plainer word')} instead.`,
      };
    }
    case 'cliche':
      return {
        ...style,
        comment: `${q(phrase)} is a cliché, so it sounds borrowed rather than yours.`,
        suggestion: 'Say the same thing in plain words of your own.',
      };
  }
}
