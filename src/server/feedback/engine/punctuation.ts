import { patternFinding } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Paragraph } from './types';

/** Openers that are always set off by a comma when they begin a sentence. */
const INTRODUCTORY =
  /^(in my opinion|in my view|first of all|in addition|in conclusion|for example|for instance|on the other hand|as a result|in fact|in other words|in general|in short|to conclude|to sum up|in summary|however|therefore|moreover|furthermore|nevertheless|consequently|additionally|firstly|secondly|thirdly|lastly|nowadays|personally|unfortunately|fortunately)\b(?!\s*[,:;.!?])/i;
/** Shorter last lines are likely titles or list items, which need no full stop. */
const SENTENCE_WORDS = 6;

function introductoryCommas(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap((sentence) => {
    const opener = INTRODUCTORY.exec(doc.text.slice(sentence.start, sentence.end));
    if (!opener || sentence.words.length < 4) return [];
    const range = { start: sentence.start, end: sentence.start + opener[0].length };
    const comment = `An opening phrase such as ${q(opener[0])} is followed by a comma.`;
    return [patternFinding(range, 'low', comment, `Write ${q(`${opener[0]},`)}.`)];
  });
}

/** "…to go but I was tired": a conjunction joining two sentences, each with its own subject. */
const JOINED_CLAUSE = /(?<=\p{L}) (but|so) (?=(I|we|they|he|she|you|it|there) )/giu;
const CLAUSE_WORDS = 4;

function commasBeforeJoins(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap((sentence) => {
    const text = doc.text.slice(sentence.start, sentence.end);
    return [...text.matchAll(JOINED_CLAUSE)]
      .filter((match) => text.slice(0, match.index).split(/\s+/).length >= CLAUSE_WORDS)
      .map((match) => {
        const start = sentence.start + match.index + 1;
        const join = match[1];
        const comment = `${q(join)} joins two sentences here, so a comma goes before it.`;
        return patternFinding(
          { start, end: start + join.length },
          'low',
          comment,
          `Write ${q(`, ${join}`)}.`,
        );
      });
  });
}

/** "If we work hard we succeed": an opening clause ends where the main clause's subject begins. */
const OPENING_CLAUSE = /^(if|when|although|though|because|since|while|once|after|before|whenever|unless)$/i;
const SUBJECTS = /^(i|we|they|he|she|you|it|people|students)$/i;
const EMBEDDING = /^(that|what|which|who|how|why|where|when|if|whether|and|or|to)$/i;

function commasAfterOpeningClauses(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ start, end, words }) => {
    if (
      !OPENING_CLAUSE.test(words[0]?.text ?? '') ||
      /[,;:]/.test(doc.text.slice(start, end)) ||
      words.length < 8
    )
      return [];
    const at = words.findIndex(
      (word, i) =>
        i >= 3 &&
        SUBJECTS.test(word.text) &&
        !EMBEDDING.test(words[i - 1].text) &&
        /^(VERB|AUX)$/.test(words[i + 1]?.pos ?? ''),
    );
    if (at === -1) return [];
    const before = words[at - 1];
    const comment = `The opening ${q(words[0].text)} clause ends here; a comma separates it from the rest of the sentence.`;
    return [patternFinding(before, 'low', comment, `Write ${q(`${before.text},`)}.`)];
  });
}

/** A paragraph that stops without a full stop, question mark or exclamation mark. */
function unfinishedParagraph(paragraph: Paragraph): Candidate[] {
  const last = paragraph.sentences.at(-1);
  const word = last?.words.at(-1);
  if (!last || !word || last.words.length < SENTENCE_WORDS || word.end !== paragraph.end) return [];
  // wink keeps the full stop with a word it takes for an abbreviation ("in." for inches, "etc.").
  if (/[.!?]["”’)]*$/u.test(word.text)) return [];
  return [
    patternFinding(word, 'low', 'The sentence ends without a full stop.', `Write ${q(`${word.text}.`)}.`),
  ];
}

export function punctuationCandidates(doc: EssayDocument): Candidate[] {
  return [
    ...introductoryCommas(doc),
    ...commasBeforeJoins(doc),
    ...commasAfterOpeningClauses(doc),
    ...doc.paragraphs.flatMap(unfinishedParagraph),
  ];
}
