import { useMemo } from 'react';
import type { EditorPassage } from '../../components/rich-text-editor';
import { useGetAssignmentFeedbackQuery } from '../essay-viewer/feedback-api';

/** A released comment the student works through while revising. */
export interface RevisionNote {
  key: string;
  quote: string;
  category: string;
  comment: string;
  suggestion: string;
  start: number;
}

/**
 * The released comments of the version being revised, in reading order (comments carried from earlier
 * versions that still stand are among them), and the same comments as passages to mark in the editor,
 * numbered as the list beside it numbers them.
 */
export function useRevisionNotes(assignmentId: number) {
  const query = useGetAssignmentFeedbackQuery(assignmentId);
  const { data } = query;
  const notes = useMemo<RevisionNote[]>(
    () =>
      data?.released
        ? [
            ...data.feedback_items.map((item) => ({
              ...item,
              key: `item-${item.id}`,
              start: item.startIndex,
            })),
            ...data.carried_items
              .filter((item) => item.status === 'unchanged')
              .map((item) => ({ ...item, key: `carried-${item.id}`, start: item.startIndex ?? 0 })),
          ].sort((a, b) => a.start - b.start)
        : [],
    [data],
  );
  const passages = useMemo<EditorPassage[]>(
    () =>
      notes.map((note, index) => ({
        quote: note.quote,
        start: note.start,
        number: index + 1,
        title: note.comment,
      })),
    [notes],
  );
  return { ...query, notes, passages };
}

export type RevisionNotes = ReturnType<typeof useRevisionNotes>;
