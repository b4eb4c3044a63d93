import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CarriedItem } from '../../../../shared/contract/feedback';
import { CategoryTag } from './category-tag';
import { CommentText, LabelledLine, QuotedPassage } from './comment-text';

type Status = CarriedItem['status'];

const STATUS: Record<Status, { label: string; palette: string; order: number }> = {
  unchanged: { label: 'Unchanged', palette: 'orange', order: 0 },
  addressed: { label: 'Revised', palette: 'green', order: 1 },
  lost: { label: 'Passage not found', palette: 'gray', order: 2 },
};

/** The element of a carried comment in the list, for a highlight on the essay to lead to. */
export const carriedCommentElementId = (id: number) => `carried-comment-${id}`;

/** How many carried comments have each status, in a sentence. */
export function carriedCountsSentence(items: CarriedItem[]): string {
  const count = (status: Status) => items.filter((item) => item.status === status).length;
  const parts = [`${count('addressed')} revised`, `${count('unchanged')} unchanged`];
  if (count('lost')) parts.push(`${count('lost')} not found`);
  return parts.join(', ');
}

interface CarriedCommentsProps {
  items: CarriedItem[];
  /** The version the comments were written on. */
  fromVersion: number;
  /** Something to put under each comment, such as the instructor's confirm buttons. */
  actions?: (item: CarriedItem) => ReactNode;
  /** Which statuses are listed (all by default); the sentence counts every comment. */
  statuses?: Status[];
}

/**
 * The comments of the version before, as they stand in this one (the revision loop): what the student
 * revised, what still stands as it was, and what could not be found. Still-standing ones come first.
 */
export function CarriedComments({ items, fromVersion, actions, statuses }: CarriedCommentsProps) {
  if (items.length === 0) return null;
  const ordered = items
    .filter((item) => !statuses || statuses.includes(item.status))
    .sort((a, b) => STATUS[a.status].order - STATUS[b.status].order);
  return (
    <Stack as="section" aria-labelledby="carried-heading" gap="3" borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h2" size="md" id="carried-heading">
        Comments on version {fromVersion}
      </Heading>
      <Text color="fg.muted">{carriedCountsSentence(items)}.</Text>
      <Stack as="ul" gap="3" listStyleType="none">
        {ordered.map((item) => (
          <Stack
            as="li"
            key={item.id}
            id={carriedCommentElementId(item.id)}
            tabIndex={-1}
            gap="2"
            borderTopWidth="1px"
            pt="3"
            aria-label={`${STATUS[item.status].label}: ${item.comment}`}
          >
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={STATUS[item.status].palette} data-status={item.status}>
                {STATUS[item.status].label}
              </Badge>
              <CategoryTag name={item.category} />
            </HStack>
            <QuotedPassage>{item.previous_quote}</QuotedPassage>
            {item.status === 'addressed' && (
              <LabelledLine label="Now" small>
                {item.quote.trim() ? item.quote : 'removed'}
              </LabelledLine>
            )}
            <CommentText comment={item.comment} suggestion={item.suggestion} />
            {actions?.(item)}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
