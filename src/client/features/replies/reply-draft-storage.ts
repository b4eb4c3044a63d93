import { tabStorage } from '../../lib/stored-json';

/**
 * A reply being written, kept per comment for this tab, so a failed send, a reload or a crash of the
 * page loses none of it; it is forgotten once sent.
 */
const keyOf = (itemId: number) => `reply_draft_${itemId}`;

export const readReplyDraft = (itemId: number): string => tabStorage()?.getItem(keyOf(itemId)) ?? '';

export function writeReplyDraft(itemId: number, text: string): void {
  try {
    if (text) tabStorage()?.setItem(keyOf(itemId), text);
    else tabStorage()?.removeItem(keyOf(itemId));
  } catch {
    // A full or refused storage only costs the copy; the text stays in the field.
  }
}
