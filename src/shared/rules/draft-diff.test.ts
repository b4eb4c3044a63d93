import { type DiffKind, diffDrafts } from './draft-diff';

const rebuild = (diff: ReturnType<typeof diffDrafts>, leave: DiffKind) =>
  diff.paragraphs
    .map((paragraph) =>
      paragraph.parts
        .filter((part) => part.kind !== leave)
        .map((part) => part.text)
        .join(''),
    )
    .filter(Boolean)
    .join('\n\n');

const BEFORE =
  'Trees cools the streets. Their is less noise.\n\nThe council should act.\n\nIn conclusion, plant trees.';

describe('comparing two versions of an essay', () => {
  it('marks the words changed inside a paragraph and leaves the others whole', () => {
    const after =
      'Trees cool the streets. There is less noise.\n\nThe council should act.\n\nIn conclusion, plant trees.';
    const diff = diffDrafts(BEFORE, after);
    expect(diff.paragraphs[0].parts).toEqual([
      { kind: 'same', text: 'Trees ' },
      { kind: 'removed', text: 'cools' },
      { kind: 'added', text: 'cool' },
      { kind: 'same', text: ' the streets. ' },
      { kind: 'removed', text: 'Their' },
      { kind: 'added', text: 'There' },
      { kind: 'same', text: ' is less noise.' },
    ]);
    expect(diff.paragraphs.slice(1)).toEqual([
      { parts: [{ kind: 'same', text: 'The council should act.' }] },
      { parts: [{ kind: 'same', text: 'In conclusion, plant trees.' }] },
    ]);
    expect([diff.wordsAdded, diff.wordsRemoved, diff.complete]).toEqual([2, 2, true]);
  });

  it('gives back either version from its parts, whatever changed', () => {
    const after =
      'Shade matters. 🌳\n\nTrees cool the streets, and their roots hold water.\n\nIn conclusion, the council should plant trees now.';
    const diff = diffDrafts(BEFORE, after);
    expect(rebuild(diff, 'added')).toBe(BEFORE);
    expect(rebuild(diff, 'removed')).toBe(after);
  });

  it('shows a paragraph added or removed whole', () => {
    const diff = diffDrafts(
      BEFORE,
      BEFORE.replace('\n\nThe council should act.', '').concat('\n\nA new ending.'),
    );
    const kinds = diff.paragraphs.map((paragraph) => paragraph.parts.map((part) => part.kind).join(','));
    expect(kinds).toEqual(['same', 'removed', 'same', 'added']);
  });

  it('counts a first version against nothing as all added', () => {
    expect(diffDrafts('', 'Two words.')).toMatchObject({ wordsAdded: 2, wordsRemoved: 0, complete: true });
  });

  it('stops refining when its time runs out, and still gives back both versions', () => {
    const words = (seed: number) => Array.from({ length: 4000 }, (_, k) => `w${(k * seed) % 997}`).join(' ');
    const diff = diffDrafts(words(7), words(13), 0);
    expect(diff.complete).toBe(false);
    expect(rebuild(diff, 'added')).toBe(words(7));
    expect(rebuild(diff, 'removed')).toBe(words(13));
  });
});
