import {
  Badge,
  Box,
  Button,
  Card,
  chakra,
  Heading,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ItemDecision, ReviewFeedbackItem } from '../../../../shared/contract';
import { SaveToBankButton } from '../../comment-bank';
import { ThreadToggle } from '../../replies';
import { choiceOf, useCategoryChoices } from '../category-choices';
import { DECISION_LABELS } from '../item-decisions';
import { isCategory, SEVERITY_LABELS } from '../item-form';

const DECISION_PALETTES: Record<ItemDecision, string> = {
  pending: 'orange',
  accepted: 'green',
  rejected: 'gray',
};
const SEVERITY_PALETTES = { low: 'gray', medium: 'yellow', high: 'red' } as const;

export const itemElementId = (id: number) => `feedback-item-${id}`;

interface FeedbackItemCardProps {
  item: ReviewFeedbackItem;
  /** The comment's place in reading order, which names it for screen readers ('Comment 3'). */
  number: number;
  active: boolean;
  colour: string;
  busy: boolean;
  onShow: () => void;
  onDecide: (decision: ItemDecision) => void;
  onEdit: () => void;
  /** The inline edit form, when this comment is being reworded. */
  editor?: ReactNode;
  /** The student's replies under the comment, once they could read it (released and accepted). */
  thread?: { itemId: number; replies: number; unread: number };
}

/** One drafted or manual comment with the instructor's decision on it. */
export function FeedbackItemCard(props: FeedbackItemCardProps) {
  const { item, number, active, colour, busy, onShow, onDecide, onEdit, editor, thread } = props;
  const headingId = `${itemElementId(item.id)}-heading`;
  const category = choiceOf(useCategoryChoices(), item.category);
  const name = `comment ${number}`;
  // Pressing the chosen decision again takes it back to pending, so a slip is one click to undo.
  const toggle = (decision: ItemDecision) => onDecide(item.decision === decision ? 'pending' : decision);
  return (
    <Card.Root
      as="li"
      id={itemElementId(item.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      size="sm"
      borderWidth={active ? '2px' : '1px'}
      borderColor={active ? 'colorPalette.solid' : undefined}
      // A rejected comment is set apart by a dashed border and a muted ground; fading it would fail contrast.
      borderStyle={item.decision === 'rejected' ? 'dashed' : 'solid'}
      bg={item.decision === 'rejected' ? 'bg.muted' : undefined}
      data-decision={item.decision}
    >
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            Comment {number}
          </Heading>
          <Badge style={{ backgroundColor: `${colour}20`, color: 'inherit' }}>{category.label}</Badge>
          <Badge colorPalette={SEVERITY_PALETTES[item.severity]}>
            {SEVERITY_LABELS[item.severity]} severity
          </Badge>
          <Badge variant="outline">{item.aiGenerated ? 'AI' : 'Manual'}</Badge>
          {item.edited && <Badge variant="outline">Edited</Badge>}
          <Badge colorPalette={DECISION_PALETTES[item.decision]}>{DECISION_LABELS[item.decision]}</Badge>
        </HStack>
        <chakra.button
          type="button"
          onClick={onShow}
          textAlign="start"
          borderInlineStartWidth="3px"
          style={{ borderColor: colour }}
          paddingInlineStart="3"
          fontStyle="italic"
          cursor="pointer"
          _hover={{ bg: 'bg.muted' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        >
          <VisuallyHidden>Show in essay: </VisuallyHidden>“{item.quote}”
        </chakra.button>
        {editor ?? (
          <Stack gap="1">
            <Text>{item.comment}</Text>
            {item.suggestion && (
              <Text color="fg.muted">
                <Box as="span" fontWeight="medium">
                  Suggestion:
                </Box>{' '}
                {item.suggestion}
              </Text>
            )}
          </Stack>
        )}
        {!editor && (
          <HStack gap="2" wrap="wrap">
            <Button
              size="xs"
              colorPalette="green"
              variant={item.decision === 'accepted' ? 'solid' : 'outline'}
              // The palette's solid green carries white text at 3.3:1; one shade darker reaches AA.
              {...(item.decision === 'accepted' && { bg: 'green.700', _hover: { bg: 'green.800' } })}
              aria-pressed={item.decision === 'accepted'}
              disabled={busy}
              onClick={() => toggle('accepted')}
            >
              Accept<VisuallyHidden> {name}</VisuallyHidden>
            </Button>
            <Button
              size="xs"
              colorPalette="red"
              variant={item.decision === 'rejected' ? 'solid' : 'outline'}
              aria-pressed={item.decision === 'rejected'}
              disabled={busy}
              onClick={() => toggle('rejected')}
            >
              Reject<VisuallyHidden> {name}</VisuallyHidden>
            </Button>
            <Button size="xs" variant="ghost" disabled={busy} onClick={onEdit}>
              Edit<VisuallyHidden> {name}</VisuallyHidden>
            </Button>
            {/* The bank keeps comments under the built-in categories only. */}
            {isCategory(item.category) && (
              <SaveToBankButton
                name={name}
                entry={{ comment: item.comment, suggestion: item.suggestion, category: item.category }}
              />
            )}
          </HStack>
        )}
        {thread && <ThreadToggle thread={thread} reader="instructor" />}
      </Card.Body>
    </Card.Root>
  );
}
