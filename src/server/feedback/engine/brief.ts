import { countWords } from '../../../shared/rules/words';
import { concessionOf, conclusionOf, openingWords, sentenceText, thesisOf } from './essay-parts';
import { EVIDENCE, FIGURE_OR_QUOTE } from './markers';
import { plural, q } from './phrasing';
import type { Candidate, EssayDocument, Sentence } from './types';

/** What the assignment asks of the essay: its instructions, its word limits and its rubric's criteria. */
export interface AssignmentBrief {
  instructions: string;
  minWords: number | null;
  maxWords: number | null;
  /** Each rubric criterion's title and description, as one line. */
  criteria: string[];
}

/** The elements a brief asks for, as far as its words say. */
export interface Requirements {
  claim: boolean;
  /** Pieces of evidence asked for; 0 when the brief does not ask. */
  evidence: number;
  objection: boolean;
  conclusion: boolean;
  words: { min: number | null; max: number | null } | null;
}

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, a: 1, an: 1 };
const EVIDENCE_COUNT =
  /\b(\d|one|two|three|four|five|an?)\s+(?:(?:pieces?|examples?|kinds?)\s+of\s+)?(?:evidence|examples|sources|reasons)\b/i;

export function requirementsOf(brief: AssignmentBrief): Requirements {
  // Instructions are bounded by the assignment form's limit; the rubric adds at most 20 short lines.
  const text = [brief.instructions, ...brief.criteria].join('\n');
  const counted = EVIDENCE_COUNT.exec(text)?.[1]?.toLowerCase();
  const asksEvidence = /\bevidence\b/i.test(text);
  const range = /\b(\d{2,5})\s*(?:to|-|–)\s*(\d{2,5})\s+words\b/i.exec(brief.instructions);
  const [min, max] = [
    brief.minWords ?? Number(range?.[1] ?? NaN),
    brief.maxWords ?? Number(range?.[2] ?? NaN),
  ];
  return {
    claim: /\b(claim|thesis|position)\b/i.test(text),
    evidence: counted ? (NUMBERS[counted] ?? Number(counted)) : asksEvidence ? 1 : 0,
    objection: /\b(objections?|counter-?arguments?|opposing views?|other side|rebuttal)\b/i.test(text),
    conclusion: /\bconclu(sion|de)\b/i.test(text),
    words:
      Number.isFinite(min) || Number.isFinite(max)
        ? { min: Number.isFinite(min) ? min : null, max: Number.isFinite(max) ? max : null }
        : null,
  };
}

export interface BriefCheck {
  /** Comments on the passages that meet a requirement; they replace the general note on that passage. */
  candidates: Candidate[];
  /** One line of the detailed analysis: each requirement and what was found. */
  analysis: string;
  /** One line for each requirement the essay does not meet yet, for the areas for improvement. */
  missing: string[];
  /** The elements checked against the brief, whose general advice the summary leaves out. */
  checked: BriefElement[];
  /** Whether the essay is within the word range the brief sets; null when it sets none. */
  lengthMet: boolean | null;
}

export type BriefElement = 'claim' | 'evidence' | 'objection' | 'conclusion' | 'length';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const passage = (sentence: Sentence, fields: Omit<Candidate, 'scope' | 'range'>): Candidate => ({
  scope: 'passage',
  range: { start: sentence.start, end: sentence.end },
  ...fields,
});

function evidenceSentences(doc: EssayDocument): Sentence[] {
  const body = doc.paragraphs.length >= 3 ? doc.paragraphs.slice(1, -1) : doc.paragraphs;
  return body
    .flatMap((paragraph) => paragraph.sentences)
    .filter((sentence) => {
      const text = sentenceText(doc, sentence);
      return sentence.words.length >= 6 && (EVIDENCE.test(text) || FIGURE_OR_QUOTE.test(text));
    });
}

/** What makes the sentence evidence, in its own words: "the figure “two hundred”", "“a study”". */
function evidenceKind(doc: EssayDocument, sentence: Sentence): string {
  const text = sentenceText(doc, sentence);
  const figure = /\b\d[\d,.:]*%?(?:\s+(?:percent|per cent|\p{L}+))?/u.exec(text);
  if (figure) return `the figure ${q(figure[0])}`;
  const quoted = /[“"]([^”"]{3,60})[”"]/u.exec(text);
  if (quoted) return `the words quoted, ${q(quoted[1])}`;
  const marker = EVIDENCE.exec(text);
  return marker ? `${q(marker[0])} brings in a concrete case` : 'a concrete example, figure or source';
}

/** Words that tie a piece of evidence back to the claim it supports. */
const EXPLAINS =
  /\b(this shows|this means|which means|that is why|this is why|this proves|so\b|because|as a result|in other words)/i;

/**
 * Advice that depends on the passage: where the next sentence of its paragraph already says what the
 * evidence proves, it is said to work; otherwise the student is asked for that sentence after these
 * words of theirs.
 */
function evidenceAdvice(doc: EssayDocument, sentence: Sentence): string {
  const index = doc.sentences.indexOf(sentence);
  const next = doc.sentences[index + 1];
  if (next && next.paragraph === sentence.paragraph && EXPLAINS.test(sentenceText(doc, next)))
    return `Keep it: the sentence after it, ${q(openingWords(doc, next, 4))}, says what it proves.`;
  return `After ${q(openingWords(doc, sentence))}, add a sentence that says how this proves your claim.`;
}

function wordRange({ min, max }: NonNullable<Requirements['words']>): string {
  if (min !== null && max !== null) return `${min} to ${max} words`;
  return min !== null ? `at least ${min} words` : `at most ${max} words`;
}

/** Says, for each element the brief asks for, whether and where the essay has it. */
export function checkBrief(doc: EssayDocument, brief: AssignmentBrief): BriefCheck | null {
  const wants = requirementsOf(brief);
  const candidates: Candidate[] = [];
  const found: string[] = [];
  const missing: string[] = [];
  if (wants.claim) {
    const thesis = thesisOf(doc);
    found.push(`a claim (${thesis ? 'found' : 'not found'})`);
    if (thesis)
      candidates.push(
        passage(thesis, {
          category: 'structure',
          severity: 'low',
          comment: 'The assignment asks for a claim, and this sentence states yours.',
          topic: 'thesis',
          suggestion: 'Keep it, and make sure each body paragraph argues one part of it.',
        }),
      );
    else
      missing.push(
        'The assignment asks for a claim: state your position in one sentence of the introduction.',
      );
  }
  if (wants.evidence > 0) {
    const evidence = evidenceSentences(doc).slice(0, wants.evidence);
    found.push(`${plural(wants.evidence, 'piece')} of evidence (${evidence.length} found)`);
    candidates.push(
      ...evidence.map((sentence, k) =>
        passage(sentence, {
          category: 'evidence',
          severity: 'low',
          comment: `This is the ${ORDINALS[k] ?? `${k + 1}th`} of the ${plural(wants.evidence, 'piece')} of evidence the assignment asks for: ${evidenceKind(doc, sentence)}.`,
          topic: 'examples',
          suggestion: evidenceAdvice(doc, sentence),
        }),
      ),
    );
    if (evidence.length < wants.evidence)
      missing.push(
        `The assignment asks for ${plural(wants.evidence, 'piece')} of evidence and the essay gives ${evidence.length}: add a concrete example, a figure or a source.`,
      );
  }
  if (wants.objection) {
    const rebuttal = doc.paragraphs.slice(1).find((paragraph) => concessionOf(doc, paragraph) === 'answered');
    found.push(`an answered objection (${rebuttal ? 'found' : 'not found'})`);
    if (rebuttal)
      candidates.push(
        passage(rebuttal.sentences[0], {
          category: 'argument',
          severity: 'low',
          comment:
            'The assignment asks you to answer an objection, and this paragraph states one and replies to it.',
          suggestion: 'Make sure the reply says why your position still holds.',
        }),
      );
    else
      missing.push(
        'The assignment asks you to answer an objection: add a paragraph that says what others argue and why your position still holds.',
      );
  }
  if (wants.conclusion) {
    const ending = conclusionOf(doc);
    found.push(`a conclusion (${ending ? 'found' : 'not found'})`);
    if (!ending)
      missing.push(
        'The assignment asks for a conclusion: close with a paragraph that comes back to your claim.',
      );
  }
  let lengthMet: boolean | null = null;
  if (wants.words) {
    const words = countWords(doc.text);
    const { min, max } = wants.words;
    found.push(`${wordRange(wants.words)} (${words})`);
    lengthMet = (min === null || words >= min) && (max === null || words <= max);
    if (!lengthMet)
      missing.push(`The assignment asks for ${wordRange(wants.words)}, and the essay has ${words}.`);
  }
  if (found.length === 0) return null;
  const checked = (['claim', 'evidence', 'objection', 'conclusion', 'length'] as const).filter((element) =>
    element === 'length'
      ? wants.words !== null
      : element === 'evidence'
        ? wants.evidence > 0
        : wants[element],
  );
  return {
    candidates,
    analysis: `Assignment: asks for ${found.join(', ')}.`,
    missing,
    checked,
    lengthMet,
  };
}
