import { useMemo } from 'react';
import type { EditorPassage } from '../../components/rich-text-editor';
import {
  commentsOnText,
  previousVersionOf,
  useGetAssignmentFeedbackQuery,
  type ViewerItem,
} from '../essay-viewer';

/**
 * The released comments of the version being revised, in reading order (comments carried from earlier
 * versions that still stand are among them, as the feedback page shows them), and the same comments as
 * passages to mark in the editor, numbered as the list beside it numbers them.
 */
export function useRevisionNotes(assignmentId: number) {
  const query = useGetAssignmentFeedbackQuery(assignmentId);
  const { data } = query;
  const notes = useMemo<ViewerItem[]>(
    () =>
      data?.released ? commentsOnText(data.feedback_items, data.carried_items, previousVersionOf(data)) : [],
    [data],
  );
  const passages = useMemo<EditorPassage[]>(
    () =>
      notes.map((note, index) => ({
        quote: note.quote,
        start: note.startIndex,
        number: index + 1,
        title: note.comment,
      })),
    [notes],
  );
  return { ...query, notes, passages };
}

export type RevisionNotes = ReturnType<typeof useRevisionNotes>;
