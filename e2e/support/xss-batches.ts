import { JSDOM } from 'jsdom';
import { sanitizeHtml } from '../../src/server/content/sanitize';
import { markerOf, type XssVector } from './xss-corpus';

export interface XssBatch {
  vectors: XssVector[];
  /** Each vector in its own block, after a paragraph holding its marker. */
  html: string;
}

const PROBE = 'probe-after-the-vector';

/** Each vector sits in its own block, so an unclosed tag or attribute ends with that block. */
const blockOf = (vector: XssVector) => `<p>${markerOf(vector.id)}</p><div>${vector.text}</div>`;

/**
 * Whether what follows the vector survives the sanitiser as markup. A few vectors open a comment or a
 * raw-text element, or make the sanitiser drop a whole foreign-content subtree, so anything after them
 * becomes text or disappears. The sanitiser the server runs decides, because its output is what pages
 * render; it only arranges the batches, the browser still judges every page.
 */
function keepsWhatFollows(vector: XssVector): boolean {
  const clean = sanitizeHtml(`${blockOf(vector)}<p>${PROBE}</p>`);
  return [...JSDOM.fragment(clean).querySelectorAll('p')].some((p) => p.textContent === PROBE);
}

/**
 * Vectors grouped so that many share one page and none hides another: at most `maxSize` a batch, and a
 * vector that swallows what follows it only ever comes last in its batch.
 */
export function batchVectors(vectors: XssVector[], maxSize: number): XssBatch[] {
  const enclosed = vectors.filter(keepsWhatFollows);
  const swallowing = vectors.filter((vector) => !enclosed.includes(vector));
  const count = Math.max(swallowing.length, Math.ceil(vectors.length / maxSize));
  const share = Math.ceil(enclosed.length / count);
  return Array.from({ length: count }, (_, index) => {
    const members = enclosed.slice(index * share, (index + 1) * share);
    if (swallowing[index]) members.push(swallowing[index]);
    return { vectors: members, html: members.map(blockOf).join('\n') };
  }).filter((batch) => batch.vectors.length > 0);
}

export interface XssPack {
  vectors: XssVector[];
  text: string;
}

/**
 * Vectors joined by spaces into plain-text fields of at most `maxLength` characters, so a list of a
 * hundred titles carries them all. Text shown as text cannot hide its neighbour, so packing is safe.
 * A vector too long for the field stays alone: the server's answer to it is part of the result.
 */
export function packVectors(vectors: XssVector[], maxLength: number): XssPack[] {
  const packs: XssPack[] = [];
  let open: XssPack | null = null;
  for (const vector of vectors) {
    const text = vector.text.trim();
    if (text.length === 0 || text.length > maxLength) {
      packs.push({ vectors: [vector], text: vector.text });
    } else if (open && open.text.length + 1 + text.length <= maxLength) {
      open.vectors.push(vector);
      open.text += ` ${text}`;
    } else {
      open = { vectors: [vector], text };
      packs.push(open);
    }
  }
  return packs;
}
