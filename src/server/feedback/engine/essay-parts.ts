import {
  CALL_TO_ACT,
  CONCESSION,
  CONCLUSION,
  EVIDENCE,
  FIGURE_OR_QUOTE,
  GRANTED,
  POSITION,
  REPLY,
  TRANSITION,
} from './markers';
import type { EssayDocument, Paragraph, Sentence } from './types';

/**
 * What each paragraph does in the essay, read from what it says rather than from how it opens: a
 * conclusion restates the claim or calls to act, a rebuttal answers an objection, and a paragraph is
 * linked to the one before by the words it takes up again as much as by a transition.
 */

const CONTENT = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);
/** Opening words that point back to what came before ("This", "These problems", "Such rules"). */
const REFERENCE = /^(this|these|that|those|such|another|also|it|they)\b/i;

export const sentenceText = (doc: EssayDocument, sentence: Sentence) =>
  doc.text.slice(sentence.start, sentence.end);
/**
 * The first words of a sentence as the student wrote them ("Students who work learn…"), so a comment
 * that may stand on several passages names the one it is on.
 */
export function openingWords(doc: EssayDocument, sentence: Sentence, count = 5): string {
  // A paragraph's first sentence may hold only its line break: the words start in the next one.
  const from = doc.sentences.indexOf(sentence);
  const worded =
    doc.sentences
      .slice(Math.max(from, 0))
      .find((one) => one.words.length > 0 && one.paragraph === sentence.paragraph) ?? sentence;
  const shown = worded.words.slice(0, count);
  if (shown.length === 0) return sentenceText(doc, sentence).trim();
  const text = doc.text.slice(shown[0].start, shown.at(-1)?.end);
  return worded.words.length > count ? `${text}…` : text;
}
const paragraphText = (doc: EssayDocument, paragraph: Paragraph) =>
  doc.text.slice(paragraph.start, paragraph.end);

function contentLemmas(sentences: Sentence[]): Set<string> {
  const lemmas = new Set<string>();
  for (const sentence of sentences)
    for (const word of sentence.words)
      if (CONTENT.has(word.pos) && !word.stop && word.lemma.length >= 3) lemmas.add(word.lemma.toLowerCase());
  return lemmas;
}

const shared = (a: Set<string>, b: Set<string>) => [...a].filter((lemma) => b.has(lemma)).length;

/** The introduction's sentence that takes a position, when it has one. */
export function thesisOf(doc: EssayDocument): Sentence | undefined {
  if (doc.paragraphs.length < 2) return undefined;
  return doc.paragraphs[0].sentences.find((sentence) => POSITION.test(sentenceText(doc, sentence)));
}

/**
 * A reply to an objection: a turn ("but", "this ignores"), evidence against it (a survey, a figure), or
 * a consequence drawn ("so the extra cost is small"). Saying an objection goes unanswered when it was
 * answered in other words costs more than missing one, so any of these counts.
 */
const answers = (text: string) =>
  REPLY.test(text) || EVIDENCE.test(text) || FIGURE_OR_QUOTE.test(text) || CONSEQUENCE.test(text);
const CONSEQUENCE = /\b(so|which shows|this shows|this means|because|that is why)\b/i;

/** "Some people argue … This is a fair concern, but …": an objection, and whether it is answered. */
export function concessionOf(doc: EssayDocument, paragraph: Paragraph): 'answered' | 'unanswered' | null {
  const [first, ...rest] = paragraph.sentences;
  if (!first) return null;
  // "Phones can distract students. Although this is true, …": the objection is stated, then granted.
  if (rest[0] && GRANTED.test(sentenceText(doc, rest[0]))) return 'answered';
  if (!CONCESSION.test(sentenceText(doc, first))) return null;
  const opening = sentenceText(doc, first);
  // "Although critics say X, they are wrong": the reply can sit in the objection's own sentence.
  const answeredInPlace = /^(although|though|while|even though)\b/i.test(opening) && opening.includes(',');
  const replied = answeredInPlace || rest.some((sentence) => answers(sentenceText(doc, sentence)));
  return replied ? 'answered' : 'unanswered';
}

export interface ConclusionRole {
  signalled: boolean;
  restatesClaim: boolean;
  callsToAct: boolean;
}

/** What the last paragraph does as an ending, or null when it does none of it. */
export function conclusionOf(doc: EssayDocument): ConclusionRole | null {
  const { paragraphs } = doc;
  if (paragraphs.length < 2) return null;
  const last = paragraphs[paragraphs.length - 1];
  const text = paragraphText(doc, last);
  const thesis = thesisOf(doc);
  const claim = contentLemmas(thesis ? [thesis] : paragraphs[0].sentences);
  const role = {
    signalled: last.sentences.slice(0, 2).some((sentence) => CONCLUSION.test(sentenceText(doc, sentence))),
    restatesClaim:
      claim.size > 0 && shared(claim, contentLemmas(last.sentences)) >= Math.max(2, claim.size * 0.3),
    callsToAct: CALL_TO_ACT.test(text),
  };
  // A call to act alone is also how a body paragraph argues ("the city should"): it must restate too.
  return role.signalled || role.restatesClaim ? role : null;
}

/** Whether a body paragraph picks up the one before it (or the claim) in its first two sentences. */
export function isLinked(doc: EssayDocument, index: number): boolean {
  const paragraph = doc.paragraphs[index];
  const opening = paragraph.sentences[0];
  if (!opening) return true;
  const start = doc.text.slice(opening.start, opening.words[4]?.end ?? opening.end);
  if (TRANSITION.test(start) || REFERENCE.test(start) || concessionOf(doc, paragraph)) return true;
  const before = contentLemmas(doc.paragraphs[index - 1].sentences);
  const thesis = thesisOf(doc);
  const claim = thesis ? contentLemmas([thesis]) : new Set<string>();
  const own = contentLemmas(paragraph.sentences.slice(0, 2));
  // The claim's own terms are the thread of the essay: one of them taken up is a link.
  return shared(own, before) >= 2 || shared(own, claim) >= 1;
}
