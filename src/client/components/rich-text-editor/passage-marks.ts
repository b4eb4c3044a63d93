import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { type EditorState, Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/** A passage to mark in the text being edited: found by its words, nearest to where it used to start. */
export interface EditorPassage {
  quote: string;
  /** Where the passage started in the text it was quoted from (blank lines between blocks). */
  start: number;
  /** Drawn after the passage, as in the list that explains it. */
  number: number;
  /** Shown on hover: what was said about the passage. */
  title: string;
}

const passageMarksKey = new PluginKey<DecorationSet>('passageMarks');

/** Occurrences of a quote looked at before the nearest is chosen: a bound on a pasted repetitive text. */
const MAX_OCCURRENCES = 200;

/**
 * The document's text as `getText({ blockSeparator: '\n\n' })` gives it, and the document position of
 * each of its characters (-1 for the separators between blocks and for line breaks).
 */
function textIndex(doc: ProseMirrorNode): { text: string; positions: number[] } {
  const parts: string[] = [];
  const positions: number[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    if (parts.length > 0) {
      parts.push('\n\n');
      positions.push(-1, -1);
    }
    node.forEach((child, offset) => {
      if (child.isText && child.text) {
        parts.push(child.text);
        for (let at = 0; at < child.text.length; at += 1) positions.push(pos + 1 + offset + at);
      } else if (child.type.name === 'hardBreak') {
        parts.push('\n');
        positions.push(-1);
      }
    });
    return false;
  });
  return { text: parts.join(''), positions };
}

/** Where the quote stands now: of its occurrences, the one nearest to where it started before. */
function nearestOccurrence(text: string, quote: string, start: number): number {
  let best = -1;
  let found = text.indexOf(quote);
  for (let seen = 0; found >= 0 && seen < MAX_OCCURRENCES; seen += 1) {
    if (best < 0 || Math.abs(found - start) < Math.abs(best - start)) best = found;
    found = text.indexOf(quote, found + 1);
  }
  return best;
}

function numberElement(number: number): HTMLElement {
  const element = document.createElement('span');
  element.setAttribute('data-passage-number', String(number));
  element.setAttribute('aria-hidden', 'true');
  return element;
}

function decorationsFor(doc: ProseMirrorNode, passages: readonly EditorPassage[]): DecorationSet {
  const { text, positions } = textIndex(doc);
  const decorations: Decoration[] = [];
  for (const passage of passages) {
    const quote = passage.quote.trim();
    const at = quote ? nearestOccurrence(text, quote, passage.start) : -1;
    if (at < 0) continue;
    const inside = positions.slice(at, at + quote.length).filter((position) => position >= 0);
    if (inside.length === 0) continue;
    const from = inside[0];
    const to = inside[inside.length - 1] + 1;
    decorations.push(
      Decoration.inline(from, to, { class: 'passage-mark', title: passage.title }),
      // The number after the passage, drawn by CSS in an empty element, so the text itself is unchanged.
      Decoration.widget(to, () => numberElement(passage.number), {
        side: -1,
        ignoreSelection: true,
        key: `passage-number-${passage.number}`,
      }),
    );
  }
  return DecorationSet.create(doc, decorations);
}

/**
 * Marks passages of the text being edited (the released comments while a student revises). The marks
 * follow the text as it is edited, and one whose words are all deleted goes with them.
 */
export const PassageMarks = Extension.create({
  name: 'passageMarks',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: passageMarksKey,
        state: {
          init: () => DecorationSet.empty,
          apply(transaction: Transaction, marks: DecorationSet) {
            const passages = transaction.getMeta(passageMarksKey) as EditorPassage[] | undefined;
            if (passages) return decorationsFor(transaction.doc, passages);
            return marks.map(transaction.mapping, transaction.doc);
          },
        },
        props: {
          decorations: (state: EditorState) => passageMarksKey.getState(state),
        },
      }),
    ];
  },
});

/** A transaction's worth of new passages to mark, placed in the document as it stands. */
export const withPassages = (transaction: Transaction, passages: readonly EditorPassage[]) =>
  transaction.setMeta(passageMarksKey, passages);
