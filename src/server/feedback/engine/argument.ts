import { openingWords } from './essay-parts';
import { EVIDENCE, FIGURE_OR_QUOTE, SWEEPING_CLAIM } from './markers';
import { q } from './phrasing';
import type { Candidate, EssayDocument, Sentence } from './types';

const MAX_CLAIMS = 3;
const MAX_UNSUPPORTED_PARAGRAPHS = 2;
/** A paragraph this long that argues without one example or fact leans on assertion alone. */
const ARGUING_PARAGRAPH_WORDS = 60;

const textOf = (doc: EssayDocument, sentence: Sentence) => doc.text.slice(sentence.start, sentence.end);
const supports = (text: string) => EVIDENCE.test(text) || FIGURE_OR_QUOTE.test(text);
const range = ({ start, end }: Sentence) => ({ start, end });

/** A sweeping claim stands unsupported when neither it nor the two sentences after it give a reason. */
function sweepingClaims(doc: EssayDocument): Candidate[] {
  const found: Candidate[] = [];
  const quoted = new Set<string>();
  for (const [index, sentence] of doc.sentences.entries()) {
    const text = textOf(doc, sentence);
    const match = SWEEPING_CLAIM.exec(text);
    if (!match || found.length === MAX_CLAIMS) continue;
    // The claim with the words after it ("all students need"), so two claims in one essay read apart.
    const claim = /^(?:[^\S\n]+[\p{L}’']+){0,2}/u.exec(text.slice(match.index + match[0].length))?.[0] ?? '';
    let claimed = q(`${match[0]}${claim}`);
    // The same words claimed twice: the second comment names its sentence instead.
    if (quoted.has(claimed)) claimed = q(openingWords(doc, sentence, 8));
    quoted.add(claimed);
    const following = doc.sentences
      .slice(index + 1, index + 3)
      .filter((next) => next.paragraph === sentence.paragraph);
    const supported =
      supports(textOf(doc, sentence)) ||
      /\bbecause\b/i.test(textOf(doc, sentence)) ||
      following.some((next) => supports(textOf(doc, next)));
    found.push({
      scope: 'passage',
      range: range(sentence),
      topic: 'sweeping',
      category: supported ? 'argument' : 'evidence',
      severity: supported ? 'low' : 'medium',
      comment: supported
        ? `${claimed} claims more than your support shows; a reader who disagrees will stop here.`
        : `${claimed} presents this as settled fact, but no reason, example or source backs it.`,
      suggestion: supported
        ? `Soften ${claimed} (e.g. “Many people believe…”) so it matches the support you give.`
        : `Back ${claimed} with a specific example, figure or source, or soften it to “Many people believe…”.`,
    });
  }
  return found;
}

/** Body paragraphs that argue without a single example, figure or source. */
function unsupportedParagraphs(doc: EssayDocument): Candidate[] {
  const body = doc.paragraphs.length >= 3 ? doc.paragraphs.slice(1, -1) : doc.paragraphs;
  return body
    .filter((paragraph) => paragraph.wordCount >= ARGUING_PARAGRAPH_WORDS && paragraph.sentences.length >= 3)
    .filter((paragraph) => !supports(doc.text.slice(paragraph.start, paragraph.end)))
    .slice(0, MAX_UNSUPPORTED_PARAGRAPHS)
    .map((paragraph) => {
      const [topic, ...rest] = paragraph.sentences;
      const point = q(openingWords(doc, topic));
      return {
        scope: 'passage',
        range: range(topic),
        alternatives: rest.map(range),
        category: 'evidence',
        severity: 'medium',
        comment: `The paragraph that opens ${point} states its point but gives no example, fact or source to prove it.`,
        suggestion: `Add one concrete example to the paragraph on ${point} (something you saw, a figure or a source) and explain how it proves the point.`,
      };
    });
}

/** The first place the essay backs a point with an example: worth saying that it works. */
function firstExample(doc: EssayDocument): Candidate[] {
  const sentence = doc.sentences.find(
    (candidate) => EVIDENCE.test(textOf(doc, candidate)) && candidate.words.length >= 6,
  );
  if (!sentence) return [];
  return [
    {
      scope: 'passage',
      range: range(sentence),
      category: 'evidence',
      severity: 'low',
      comment: 'Here you back your point with a concrete example, which makes the argument more convincing.',
      topic: 'examples',
      suggestion: 'Keep doing this, and add a sentence that ties the example back to your claim.',
    },
  ];
}

export function argumentCandidates(doc: EssayDocument): Candidate[] {
  return [...sweepingClaims(doc), ...unsupportedParagraphs(doc), ...firstExample(doc)];
}
