/**
 * A reply being written, kept per comment for this tab, so a failed send, a reload or a crash of the
 * page loses none of it; it is forgotten once sent.
 */
const keyOf = (itemId: number) => `reply_draft_${itemId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const readReplyDraft = (itemId: number): string => storage()?.getItem(keyOf(itemId)) ?? '';

export function writeReplyDraft(itemId: number, text: string): void {
  try {
    if (text) storage()?.setItem(keyOf(itemId), text);
    else storage()?.removeItem(keyOf(itemId));
  } catch {
    // A full or refused storage only costs the copy; the text stays in the field.
  }
}
