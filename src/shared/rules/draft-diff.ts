import { diffArrays, diffWordsWithSpace } from 'diff';
import { versionBefore } from './revisions';
import { countWords } from './words';

/**
 * Two versions of an essay compared paragraph by paragraph (the revision loop's "compare drafts"):
 * paragraphs left as they were, added or removed whole, and, inside a paragraph that changed, the words
 * inserted and removed. Joining a paragraph's `same` and `removed` parts gives the old paragraph back,
 * its `same` and `added` parts the new one.
 */
export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

export interface DraftDiff {
  paragraphs: { parts: DiffPart[] }[];
  wordsAdded: number;
  wordsRemoved: number;
  /** False when the time allowed ran out: some changed paragraphs are shown as removed and added whole. */
  complete: boolean;
}

/** The comparison stops refining past this long, whatever the texts (design: bounded work per request). */
const DEFAULT_TIMEOUT_MS = 250;

const paragraphsOf = (text: string) => (text.trim() ? text.split(/\n\n+/) : []);

/** A word diff of one paragraph changed into another, or the two whole when time ran out. */
function wordDiff(before: string, after: string, deadline: number): { parts: DiffPart[]; complete: boolean } {
  const left = deadline - Date.now();
  const changes = left > 0 ? diffWordsWithSpace(before, after, { timeout: left }) : undefined;
  if (!changes)
    return {
      parts: [
        { kind: 'removed', text: before },
        { kind: 'added', text: after },
      ],
      complete: false,
    };
  return {
    parts: changes.map((change) => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text: change.value,
    })),
    complete: true,
  };
}

export function diffDrafts(before: string, after: string, timeoutMs = DEFAULT_TIMEOUT_MS): DraftDiff {
  const deadline = Date.now() + timeoutMs;
  const [old, now] = [paragraphsOf(before), paragraphsOf(after)];
  // Paragraphs first: a moved or untouched paragraph is one unit, and words are compared only within
  // paragraphs that changed. Past the time allowed, paragraphs are paired in order.
  const blocks = diffArrays(old, now, { timeout: timeoutMs }) ?? [
    { value: old, removed: true, added: false, count: old.length },
    { value: now, added: true, removed: false, count: now.length },
  ];
  const paragraphs: DraftDiff['paragraphs'] = [];
  let complete = true;
  for (let at = 0; at < blocks.length; at++) {
    const block = blocks[at];
    if (!block.added && !block.removed) {
      paragraphs.push(...block.value.map((text) => ({ parts: [{ kind: 'same' as const, text }] })));
      continue;
    }
    // A run of removed paragraphs next to a run of added ones: the first ones are edits of each other.
    const next = blocks[at + 1];
    const paired = next && next.added !== block.added && (next.added || next.removed) ? next : null;
    const removed = block.removed ? block.value : (paired?.value ?? []);
    const added = block.added ? block.value : (paired?.value ?? []);
    if (paired) at += 1;
    const shared = Math.min(removed.length, added.length);
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      if (k < shared) {
        const changed = wordDiff(removed[k], added[k], deadline);
        complete &&= changed.complete;
        paragraphs.push({ parts: changed.parts });
      } else if (k < removed.length) paragraphs.push({ parts: [{ kind: 'removed', text: removed[k] }] });
      else paragraphs.push({ parts: [{ kind: 'added', text: added[k] }] });
    }
  }
  const wordsOf = (kind: DiffKind) =>
    paragraphs.reduce(
      (sum, paragraph) =>
        sum +
        paragraph.parts
          .filter((part) => part.kind === kind)
          .reduce((n, part) => n + countWords(part.text), 0),
      0,
    );
  return { paragraphs, wordsAdded: wordsOf('added'), wordsRemoved: wordsOf('removed'), complete };
}

interface Version {
  id: number;
  version: number;
}

/**
 * Which two of one student's versions GET /submissions/{id}/diff compares: `target` against the
 * version `againstId` names, or the version before when there is none (a first version against
 * nothing), the earlier of the two first. Null when `againstId` names none of the versions.
 */
export function pickVersions<V extends Version>(
  versions: readonly V[],
  target: V,
  againstId: number | undefined,
): { from: V | undefined; to: V } | null {
  const other = againstId
    ? versions.find((version) => version.id === againstId)
    : versionBefore(versions, target.version);
  if (againstId && !other) return null;
  const [from, to] = other && other.version > target.version ? [target, other] : [other, target];
  return { from, to };
}

/** The route's answer (contract: DraftDiff) for two picked versions and their comparison. */
export function diffAnswer(from: Version | undefined, to: Version, diff: DraftDiff) {
  return {
    from: from ? { submission_id: from.id, version: from.version } : null,
    to: { submission_id: to.id, version: to.version },
    paragraphs: diff.paragraphs,
    words_added: diff.wordsAdded,
    words_removed: diff.wordsRemoved,
    complete: diff.complete,
  };
}

/** pickVersions and the comparison in one, where the texts are at hand (the mock server). */
export function compareVersions<V extends Version>(
  versions: readonly V[],
  target: V,
  againstId: number | undefined,
  textOf: (version: V) => string,
) {
  const picked = pickVersions(versions, target, againstId);
  if (!picked) return null;
  const { from, to } = picked;
  return diffAnswer(from, to, diffDrafts(from ? textOf(from) : '', textOf(to)));
}
