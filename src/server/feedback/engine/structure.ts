import {
  type ConclusionRole,
  concessionOf,
  conclusionOf,
  isLinked,
  openingWords,
  thesisOf,
} from './essay-parts';
import { plural, q } from './phrasing';
import type { Candidate, EssayDocument, Paragraph, Sentence } from './types';

/** One paragraph of this length is an essay with no visible plan. */
const ONE_BLOCK_WORDS = 120;
const LONG_PARAGRAPH_WORDS = 220;

const opening = (paragraph: Paragraph): Sentence => paragraph.sentences[0];

function note(
  sentence: Sentence,
  fields: Omit<Candidate, 'scope' | 'range'>,
  alternatives: Sentence[] = [],
): Candidate {
  return {
    scope: 'passage',
    range: { start: sentence.start, end: sentence.end },
    alternatives: alternatives.map(({ start, end }) => ({ start, end })),
    ...fields,
  };
}

function paragraphing(doc: EssayDocument, words: number): Candidate[] {
  const { paragraphs } = doc;
  if (paragraphs.length === 1 && words >= ONE_BLOCK_WORDS) {
    return [
      note(
        opening(paragraphs[0]),
        {
          category: 'structure',
          severity: 'high',
          comment: `The whole essay is one block of ${words} words, so the reader cannot see where one point ends and the next begins.`,
          suggestion:
            'Break it into paragraphs: an introduction with your position, one paragraph per reason, and a conclusion.',
        },
        paragraphs[0].sentences.slice(1, 4),
      ),
    ];
  }
  return paragraphs
    .filter((paragraph) => paragraph.wordCount > LONG_PARAGRAPH_WORDS && paragraph.sentences.length > 1)
    .slice(0, 2)
    .map((paragraph) => {
      const point = q(openingWords(doc, opening(paragraph)));
      return note(opening(paragraph), {
        category: 'structure',
        severity: 'medium',
        comment: `The paragraph that opens ${point} runs to ${plural(paragraph.wordCount, 'word')} and carries several points at once.`,
        suggestion: `Split the paragraph on ${point} where the topic changes, and open the new one with a sentence that names its point.`,
      });
    });
}

/** A persuasive essay needs an introduction that takes a position and a conclusion that lands it. */
function introductionAndConclusion(doc: EssayDocument): Candidate[] {
  const { paragraphs } = doc;
  if (paragraphs.length < 3) return [];
  const [intro, last] = [paragraphs[0], paragraphs[paragraphs.length - 1]];
  const thesis = thesisOf(doc);
  const ending = conclusionOf(doc);
  return [
    thesis
      ? note(thesis, {
          category: 'structure',
          severity: 'low',
          comment: 'Your introduction states a position, so the reader knows what you will argue.',
          topic: 'thesis',
          suggestion: 'Keep it, and make sure each body paragraph argues one part of it.',
        })
      : note(
          opening(intro),
          {
            category: 'structure',
            severity: 'medium',
            comment: 'The introduction does not yet say what you will argue.',
            suggestion:
              'End the introduction with one sentence that states your position and the reasons you will give.',
          },
          intro.sentences.slice(1),
        ),
    ending
      ? note(opening(last), {
          category: 'structure',
          severity: 'low',
          comment: `This paragraph works as a conclusion: ${conclusionDoes(ending)}.`,
          topic: 'conclusion',
          suggestion: ending.callsToAct
            ? 'Keep it; make the last sentence the one you most want the reader to remember.'
            : 'Keep it, and consider ending on what you want the reader to think or do next.',
        })
      : note(
          opening(last),
          {
            category: 'structure',
            severity: 'medium',
            comment:
              'The last paragraph adds a point of its own but does not come back to your claim, so the essay stops rather than ends.',
            suggestion:
              'Close with a short paragraph that restates your claim in fresh words and says why it matters.',
          },
          last.sentences.slice(1),
        ),
  ];
}

function conclusionDoes(role: ConclusionRole): string {
  const parts = [
    role.restatesClaim ? 'it comes back to your claim' : 'it signals that the argument is closing',
    ...(role.callsToAct ? ['asks the reader to act'] : []),
  ];
  return parts.join(' and ');
}

/** Body paragraphs: an objection left unanswered, or a point that picks up nothing before it. */
function bodyParagraphs(doc: EssayDocument): Candidate[] {
  const last = doc.paragraphs.length >= 3 ? doc.paragraphs.length - 1 : doc.paragraphs.length;
  const notes: Candidate[] = [];
  for (let index = 1; index < last; index++) {
    const paragraph = doc.paragraphs[index];
    const concession = concessionOf(doc, paragraph);
    const point = q(openingWords(doc, opening(paragraph)));
    if (concession === 'answered')
      notes.push(
        note(opening(paragraph), {
          category: 'argument',
          severity: 'low',
          comment: `Here you state an objection and answer it (${point}), which shows the reader you have weighed the other side.`,
          suggestion: 'Keep it; make sure the answer says why your position still holds.',
        }),
      );
    else if (concession === 'unanswered')
      notes.push(
        note(opening(paragraph), {
          category: 'argument',
          severity: 'medium',
          comment: `The paragraph that opens ${point} sets out an objection but never answers it, so it argues against you.`,
          suggestion:
            'After the objection, say why your position still holds: what it misses, or what outweighs it.',
        }),
      );
    else if (!isLinked(doc, index) && notes.filter((n) => n.category === 'structure').length < 2)
      notes.push(
        note(opening(paragraph), {
          category: 'structure',
          severity: 'low',
          comment: `The paragraph that opens ${point} shares no idea with the one before it or with your claim, so the reader has to guess how it fits.`,
          suggestion: `Open it with a sentence that names how this point connects to the one before (${q(openingWords(doc, opening(doc.paragraphs[index - 1])))}) or to your claim.`,
        }),
      );
  }
  return notes;
}

export function structureCandidates(doc: EssayDocument): Candidate[] {
  return [...paragraphing(doc, doc.words.length), ...introductionAndConclusion(doc), ...bodyParagraphs(doc)];
}
