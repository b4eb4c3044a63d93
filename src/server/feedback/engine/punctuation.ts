import { patternFinding } from './pattern-finding';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Paragraph, Sentence, Word } from './types';

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

/**
 * A sentence's text from its first word: a sentence that opens a paragraph starts at the line break
 * before it, which no opener's pattern expects.
 */
const fromFirstWord = (doc: EssayDocument, { words, end }: Sentence) =>
  doc.text.slice(words[0]?.start ?? end, end);

/** The opener a sentence starts with, if it is one that takes a comma. */
const openerOf = (doc: EssayDocument, sentence: Sentence) => {
  const text = fromFirstWord(doc, sentence);
  return INTRODUCTORY.exec(text) ?? COUNTING_OFF.exec(text);
};

export function introductoryCommas(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap((sentence) => {
    const opener = openerOf(doc, sentence);
    if (!opener || sentence.words.length < 4) return [];
    const start = sentence.words[0].start;
    const range = { start, end: start + opener[0].length };
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
    // "Before my job I spent…" opens with a phrase, not a clause: the opening words need a verb.
    const hasVerb = (i: number) => words.slice(1, i).some((word) => /^(VERB|AUX)$/.test(word.pos));
    const at = words.findIndex(
      (word, i) =>
        i >= 3 &&
        hasVerb(i) &&
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

/**
 * "In a market economy the price must reflect the cost": a prepositional phrase of four words or more
 * that opens the sentence is set off from the main clause by a comma. The phrase may hold only
 * determiners, possessives, adjectives, numbers, nouns and prepositions ("For the first time in my
 * life"), and the main clause must start with a pronoun or a determiner and reach its verb within a few
 * words. Left alone: a phrase that runs into a clause of its own ("By the time we arrived…", "In the
 * town where I live…"), one whose noun takes a clause without "that" ("In the house my father built we
 * live…", found by a second subject and verb later in the sentence), a sentence whose verb comes
 * straight after the phrase ("In the box lay a cat"), and phrases of three words or fewer, where the
 * comma is optional ("In the morning we walk").
 */
const OPENING_PREPOSITION =
  /^(in|on|at|during|for|with|without|through|throughout|despite|under|over|across|among|within)$/i;
const PHRASE_WORD = /^(DET|ADJ|NOUN|PROPN|NUM)$/;
const POSSESSIVE = /^(my|our|their|his|her|its|your)$/i;
/** "In a small town like ours": a possessive standing for its noun ends a phrase as the noun would. */
const NOUN_LIKE = /^(mine|ours|yours|theirs|hers)$/i;
const endsNounPhrase = (word: Word) => /^(NOUN|PROPN|NUM)$/.test(word.pos) || NOUN_LIKE.test(word.text);
const SUBJECT_START =
  /^(i|we|they|he|she|you|it|there|the|a|an|this|these|those|my|our|their|his|her|its|your|many|most|some|all)$/i;
const PHRASE_WORDS = 4;

/** Whether a main clause's subject starts at words[from] and reaches its verb within four words. */
function subjectWithVerb(words: Word[], from: number): boolean {
  if (!SUBJECT_START.test(words[from]?.text ?? '')) return false;
  for (let i = from + 1; i < Math.min(words.length, from + 5); i++) {
    if (/^(VERB|AUX)$/.test(words[i].pos)) return true;
    if (!/^(ADJ|NOUN|PROPN|NUM|ADV)$/.test(words[i].pos)) return false;
  }
  return false;
}

/** "…my father built we live": a pronoun and its verb straight after another verb or a particle. */
const LATER_CLAUSE = /^(i|we|they|he|she|you)$/i;
const laterClause = (words: Word[], from: number) =>
  words.some(
    (word, i) =>
      i > from &&
      LATER_CLAUSE.test(word.text) &&
      /^(VERB|AUX)$/.test(words[i + 1]?.pos ?? '') &&
      /^(VERB|AUX|ADP|PART|ADV|NOUN)$/.test(words[i - 1].pos) &&
      !INNER_CLAUSE.test(words[i - 1].text),
  );

export function commasAfterOpeningPhrases(doc: EssayDocument): Candidate[] {
  return doc.sentences.flatMap((sentence) => {
    const { words } = sentence;
    if (!OPENING_PREPOSITION.test(words[0]?.text ?? '') || openerOf(doc, sentence)) return [];
    let end = 1;
    while (
      end < words.length &&
      (PHRASE_WORD.test(words[end].pos) ||
        POSSESSIVE.test(words[end].text) ||
        NOUN_LIKE.test(words[end].text) ||
        words[end].pos === 'ADP') &&
      !doc.text.slice(words[end - 1].end, words[end].start).trim()
    ) {
      // A determiner or a pronoun after a noun starts the main clause ("In the city the buses…").
      if (end >= 2 && endsNounPhrase(words[end - 1]) && SUBJECT_START.test(words[end].text)) break;
      end++;
    }
    const last = words[end - 1];
    const gap = doc.text.slice(last.end, words[end]?.start ?? last.end);
    if (
      end < PHRASE_WORDS ||
      gap.trim() ||
      !endsNounPhrase(last) ||
      !subjectWithVerb(words, end) ||
      laterClause(words, end + 1)
    )
      return [];
    const comment = `The opening phrase ${q(doc.text.slice(words[0].start, last.end))} ends here; a comma sets it off from the rest of the sentence.`;
    return [patternFinding(last, 'low', comment, `Write ${q(`${last.text},`)}.`)];
  });
}

/** A paragraph that stops without a full stop, question mark or exclamation mark. */
function unfinishedParagraph(paragraph: Paragraph, index: number): Candidate[] {
  const last = paragraph.sentences.at(-1);
  const word = last?.words.at(-1);
  if (!last || !word || last.words.length < SENTENCE_WORDS || word.end !== paragraph.end) return [];
  // "Why Our School Should Start Later": a first line in title case is the essay's title.
  const capitalised = (one: Word) => one.text.length < 4 || /^[\p{Lu}\d]/u.test(one.text);
  if (index === 0 && paragraph.sentences.length === 1 && last.words.every(capitalised)) return [];
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
    ...commasAfterOpeningPhrases(doc),
    ...doc.paragraphs.flatMap((paragraph, index) => unfinishedParagraph(paragraph, index)),
  ];
}
