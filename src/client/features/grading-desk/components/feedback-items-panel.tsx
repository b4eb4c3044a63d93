import { Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { ReviewFeedbackItem } from '../../../../shared/contract';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { countByDecision, type ItemFilter, itemsIn } from '../item-decisions';
import { AcceptAllButton } from './accept-all-button';
import { FeedbackItemCard, itemElementId } from './feedback-item-card';
import { ItemFilterBar } from './item-filter-bar';
import type { ItemDecisions } from './use-item-decisions';
import type { ItemEditing } from './use-item-editing';

interface FeedbackItemsPanelProps {
  items: ReviewFeedbackItem[];
  activeItemId: number | null;
  onActivate: (id: number) => void;
  /** Set when a highlight in the essay was clicked or a key moved the selection: its comment is brought into view and focused. */
  reveal: { id: number; at: number } | null;
  categoryColour: (category: string) => string;
  decisions: ItemDecisions;
  editing: ItemEditing;
  /** The reply thread under a comment the student could read, if any. */
  threadOf?: (item: ReviewFeedbackItem) => { itemId: number; replies: number; unread: number } | undefined;
}

/** The comments on the essay, filtered by decision, each accepted, rejected or reworded in place. */
export function FeedbackItemsPanel(props: FeedbackItemsPanelProps) {
  const { items, activeItemId, onActivate, reveal, categoryColour, decisions, editing, threadOf } = props;
  const [filter, setFilter] = useState<ItemFilter>('all');
  const [focusId, setFocusId] = useState<number | null>(null);
  const counts = countByDecision(items);
  const shown = itemsIn(items, filter);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request reveals.
  useEffect(() => {
    if (!reveal) return;
    if (!itemsIn(items, filter).some((item) => item.id === reveal.id)) setFilter('all');
    setFocusId(reveal.id);
  }, [reveal]);
  useEffect(() => {
    if (focusId === null) return;
    const card = document.getElementById(itemElementId(focusId));
    card?.scrollIntoView({ block: 'nearest' });
    card?.focus({ preventScroll: true });
    setFocusId(null);
  }, [focusId]);

  return (
    <Stack as="section" aria-labelledby="feedback-items-heading" gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="feedback-items-heading">
          Comments
        </Heading>
        <AcceptAllButton pending={counts.pending} onAcceptAll={decisions.acceptAllPending} />
      </Flex>
      <ItemFilterBar value={filter} counts={counts} onChange={setFilter} />
      <FormErrorAlert message={decisions.failure} />
      <VisuallyHidden role="status" aria-live="polite">
        {decisions.announcement}
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
              number={decisions.numberOf(item.id)}
              active={item.id === activeItemId}
              colour={categoryColour(item.category)}
              busy={decisions.busyIds.includes(item.id)}
              onShow={() => onActivate(item.id)}
              onDecide={(decision) => decisions.decide(item, decision)}
              onEdit={() => editing.open(item)}
              editor={editing.editorFor(item, decisions.numberOf(item.id))}
              thread={threadOf?.(item)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
