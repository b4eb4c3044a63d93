import { Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { ItemDecision, ReviewFeedbackItem } from '../../../../shared/contract';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { type SubmissionKey, useUpdateFeedbackItemMutation } from '../grading-api';
import type { GradingDraft } from '../grading-draft-storage';
import { commentsCount, countByDecision, type ItemFilter, itemsIn } from '../item-decisions';
import type { KeepDraft } from '../use-grading-draft';
import { AcceptAllButton } from './accept-all-button';
import { FeedbackItemCard, itemElementId } from './feedback-item-card';
import { ItemFilterBar } from './item-filter-bar';
import { useItemEditing } from './use-item-editing';

const DONE: Record<ItemDecision, string> = {
  pending: 'marked pending',
  accepted: 'accepted',
  rejected: 'rejected',
};

interface FeedbackItemsPanelProps {
  submission: SubmissionKey;
  items: ReviewFeedbackItem[];
  activeItemId: number | null;
  onActivate: (id: number) => void;
  /** Set when a highlight in the essay was clicked: its comment is brought into view and focused. */
  reveal: { id: number; at: number } | null;
  categoryColour: (category: string) => string;
  stored: GradingDraft;
  keep: KeepDraft;
}

/** The comments on the essay, filtered by decision, each accepted, rejected or reworded in place. */
export function FeedbackItemsPanel(props: FeedbackItemsPanelProps) {
  const { submission, items, activeItemId, onActivate, reveal, categoryColour, stored, keep } = props;
  const [filter, setFilter] = useState<ItemFilter>('all');
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busyIds, setBusyIds] = useState<number[]>([]);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [updateItem] = useUpdateFeedbackItemMutation();
  const editing = useItemEditing({ submission, items, stored, keep, announce: setAnnouncement });
  const numberOf = new Map(items.map((item, index) => [item.id, index + 1]));
  const counts = countByDecision(items);
  const shown = itemsIn(items, filter);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new click on a highlight reveals.
  useEffect(() => {
    if (!reveal) return;
    if (!itemsIn(items, filter).some((item) => item.id === reveal.id)) setFilter('all');
    setFocusId(reveal.id);
  }, [reveal]);
  useEffect(() => {
    if (focusId === null) return;
    const card = document.getElementById(itemElementId(focusId));
    card?.scrollIntoView({ block: 'nearest' });
    card?.focus();
    setFocusId(null);
  }, [focusId]);

  const decide = async (item: ReviewFeedbackItem, decision: ItemDecision) => {
    const number = numberOf.get(item.id);
    setFailure(null);
    setBusyIds((ids) => [...ids, item.id]);
    try {
      await updateItem({ ...submission, itemId: item.id, body: { decision } }).unwrap();
      setAnnouncement(`Comment ${number} ${DONE[decision]}.`);
      return true;
    } catch (error) {
      const reason = errorMessage(error as QueryError, 'error', 'The server did not answer.');
      setFailure(`Your decision on comment ${number} was not saved: ${reason}`);
      return false;
    } finally {
      setBusyIds((ids) => ids.filter((id) => id !== item.id));
    }
  };

  const acceptAllPending = async () => {
    const pending = items.filter((item) => item.decision === 'pending');
    let accepted = 0;
    for (const item of pending) {
      if (!(await decide(item, 'accepted'))) break;
      accepted += 1;
    }
    setAnnouncement(`${commentsCount(accepted)} accepted.`);
  };

  return (
    <Stack as="section" aria-labelledby="feedback-items-heading" gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="feedback-items-heading">
          Comments
        </Heading>
        <AcceptAllButton pending={counts.pending} onAcceptAll={acceptAllPending} />
      </Flex>
      <ItemFilterBar value={filter} counts={counts} onChange={setFilter} />
      <FormErrorAlert message={failure} />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {shown.length === 0 ? (
        <Text color="fg.muted">
          {filter === 'all' ? 'No comments on this essay yet.' : 'No comments here.'}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Comments on the essay">
          {shown.map((item) => (
            <FeedbackItemCard
              key={item.id}
              item={item}
              number={numberOf.get(item.id) ?? 0}
              active={item.id === activeItemId}
              colour={categoryColour(item.category)}
              busy={busyIds.includes(item.id)}
              onShow={() => onActivate(item.id)}
              onDecide={(decision) => decide(item, decision)}
              onEdit={() => editing.open(item)}
              editor={editing.editorFor(item, numberOf.get(item.id) ?? 0)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
