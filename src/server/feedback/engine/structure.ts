import { CONCLUSION, POSITION, TRANSITION } from './markers';
import { plural } from './phrasing';
import type { Candidate, EssayDocument, Paragraph, Sentence } from './types';

/** One paragraph of this length is an essay with no visible plan. */
const ONE_BLOCK_WORDS = 120;
const LONG_PARAGRAPH_WORDS = 220;

const opening = (paragraph: Paragraph): Sentence => paragraph.sentences[0];
const firstWords = (doc: EssayDocument, sentence: Sentence, count: number) =>
  doc.text.slice(
    sentence.start,
    sentence.words[Math.min(count, sentence.words.length) - 1]?.end ?? sentence.end,
  );

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
    .map((paragraph) =>
      note(opening(paragraph), {
        category: 'structure',
        severity: 'medium',
        comment: `This paragraph runs to ${plural(paragraph.wordCount, 'word')} and carries several points at once.`,
        suggestion:
          'Split it where the topic changes, and open the new paragraph with a sentence that names its point.',
      }),
    );
}

/** A persuasive essay needs an introduction that takes a position and a conclusion that lands it. */
function introductionAndConclusion(doc: EssayDocument): Candidate[] {
  const { paragraphs } = doc;
  if (paragraphs.length < 3) return [];
  const [intro, last] = [paragraphs[0], paragraphs[paragraphs.length - 1]];
  const thesis = intro.sentences.find((sentence) =>
    POSITION.test(doc.text.slice(sentence.start, sentence.end)),
  );
  const closing = last.sentences
    .slice(0, 2)
    .find((sentence) => CONCLUSION.test(doc.text.slice(sentence.start, sentence.end)));
  return [
    thesis
      ? note(thesis, {
          category: 'structure',
          severity: 'low',
          comment: 'Your introduction states a position, so the reader knows what you will argue.',
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
    closing
      ? note(closing, {
          category: 'structure',
          severity: 'low',
          comment: 'This clearly signals your conclusion and brings the essay to a close.',
          suggestion: 'Restate your main claim here in fresh words rather than repeating the introduction.',
        })
      : note(
          opening(last),
          {
            category: 'structure',
            severity: 'medium',
            comment: 'The last paragraph reads like another body paragraph rather than a conclusion.',
            suggestion:
              'Finish with a short paragraph that sums up your position, e.g. starting “In conclusion, …”.',
          },
          last.sentences.slice(1),
        ),
  ];
}

/** Body paragraphs that open with no link to what came before. */
function transitions(doc: EssayDocument): Candidate[] {
  const body = doc.paragraphs.slice(1, doc.paragraphs.length >= 3 ? -1 : undefined);
  return body
    .filter((paragraph) => !TRANSITION.test(firstWords(doc, opening(paragraph), 5)))
    .slice(0, 2)
    .map((paragraph) =>
      note(opening(paragraph), {
        category: 'structure',
        severity: 'low',
        comment: 'This paragraph starts without a link to the one before it.',
        suggestion:
          'Open with a transition that shows how this point connects, e.g. “Another reason is…” or “However, …”.',
      }),
    );
}

export function structureCandidates(doc: EssayDocument): Candidate[] {
  return [...paragraphing(doc, doc.words.length), ...introductionAndConclusion(doc), ...transitions(doc)];
}
