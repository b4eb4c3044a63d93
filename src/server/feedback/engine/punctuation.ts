import { patternFinding } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Paragraph } from './types';

/**
 * Openers that are always set off by a comma when they begin a sentence: sentence adverbs and set
 * phrases that comment on the whole sentence. Words that also open a sentence as a preposition or an
 * adjective ("Besides the library…", "After all the work…", "Instead of…", "Second place…") are not here.
 */
const INTRODUCTORY =
  /^(in my opinion|in my view|in my experience|from my point of view|first of all|in addition|in conclusion|for example|for instance|on the other hand|as a result|as a matter of fact|in fact|in other words|in general|in short|in contrast|by contrast|on the contrary|in this case|in this way|for this reason|to my surprise|to conclude|to sum up|in summary|however|therefore|moreover|furthermore|nevertheless|nonetheless|consequently|additionally|similarly|likewise|meanwhile|otherwise|indeed|firstly|secondly|thirdly|lastly|nowadays|personally|unfortunately|fortunately|yes)\b(?!\s*[,:;.!?])/i;
/** "Second the amount…": a number word counting off points, told from "Second place…" by what follows. */
const COUNTING_OFF =
  /^(first|second|third|fourth|fifth)(?=\s+(the|a|an|this|these|those|my|our|their|his|her|its|we|I|they|he|she|it|you|people|there)\b)/i;
/** Shorter last lines are likely titles or list items, which need no full stop. */
const SENTENCE_WORDS = 6;

export function introductoryCommas(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap((sentence) => {
    const text = doc.text.slice(sentence.start, sentence.end);
    const opener = INTRODUCTORY.exec(text) ?? COUNTING_OFF.exec(text);
    if (!opener || sentence.words.length < 4) return [];
    const range = { start: sentence.start, end: sentence.start + opener[0].length };
    const comment = `An opening phrase such as ${q(opener[0])} is followed by a comma.`;
    return [patternFinding(range, 'low', comment, `Write ${q(`${opener[0]},`)}.`)];
  });
}

/** "…to go but I was tired": a conjunction joining two sentences, each with its own subject. */
const JOINED_CLAUSE = /(?<=\p{L}) (but|so) (?=(I|we|they|he|she|you|it|there) )/giu;
const CLAUSE_WORDS = 4;

const joinFinding = (start: number, join: string) =>
  patternFinding(
    { start, end: start + join.length },
    'low',
    `${q(join)} joins two sentences here, so a comma goes before it.`,
    `Write ${q(`, ${join}`)}.`,
  );

function commasBeforeJoins(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap((sentence) => {
    const text = doc.text.slice(sentence.start, sentence.end);
    return [...text.matchAll(JOINED_CLAUSE)]
      .filter((match) => text.slice(0, match.index).split(/\s+/).length >= CLAUSE_WORDS)
      .map((match) => joinFinding(sentence.start + match.index + 1, match[1]));
  });
}

/**
 * "We waited for the bus for an hour and it never came": "and" joins two sentences when a clause with
 * its own verb stands before it and a subject with its verb (or an adverb and its verb) after it.
 * "and" also joins subjects ("My two brothers and I went"), verbs and the parts of a "that" clause
 * ("I think that it helps and we should try", where a comma would split the clause), so the clause
 * before must have a verb and no word that opens a clause inside the sentence, and both sides must be
 * long enough that the comma is advised.
 */
const AND_SUBJECTS = /^(i|we|they|he|she|you|it|there)$/i;
const INNER_CLAUSE =
  /^(that|if|because|when|which|who|whom|whose|what|how|why|where|whether|although|though|since|while|as|than|until|unless|once|after|before)$/i;
const AND_CLAUSE_BEFORE = 5;
const AND_CLAUSE_AFTER = 4;

export function commasBeforeAnd(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap(({ words }) =>
    words.flatMap((word, i) => {
      if (word.lower !== 'and' || !AND_SUBJECTS.test(words[i + 1]?.text ?? '')) return [];
      const verb = words[i + 2]?.pos === 'ADV' ? words[i + 3] : words[i + 2];
      if (!/^(VERB|AUX)$/.test(verb?.pos ?? '') || words.length - i - 1 < AND_CLAUSE_AFTER) return [];
      const gap = doc.text.slice(words[i - 1]?.end ?? word.start, word.start);
      if (gap.trim()) return [];
      let first = i;
      while (first > 0 && !/[,;:]/.test(doc.text.slice(words[first - 1].end, words[first].start))) first--;
      const before = words.slice(first, i);
      const ownClause =
        before.length >= AND_CLAUSE_BEFORE &&
        before.some((one) => /^(VERB|AUX)$/.test(one.pos)) &&
        !before.some((one) => INNER_CLAUSE.test(one.text));
      return ownClause ? [joinFinding(word.start, word.text)] : [];
    }),
  );
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
    ...commasBeforeAnd(doc),
    ...commasAfterOpeningClauses(doc),
    ...doc.paragraphs.flatMap(unfinishedParagraph),
  ];
}
