import { Accordion, Badge, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Severity } from '../../../../shared/contract/feedback';
import { ThreadToggle } from '../../replies';
import { type NumberedItem, quotePreview } from '../viewer-model';
import { CategoryTag } from './category-tag';
import { CommentText, QuotedPassage } from './comment-text';

const SEVERITY_PALETTE: Record<Severity, string> = { low: 'gray', medium: 'orange', high: 'red' };
const SEVERITY_LABEL: Record<Severity, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** Finds a comment's accordion item; the accordion gives its items ids of its own. */
export const entrySelector = (id: number) => `[data-entry-id="${id}"]`;

interface FeedbackEntryProps {
  item: NumberedItem;
  onShowInEssay: (id: number) => void;
}

/** One comment of section 2's 'Instructor Feedback' accordion: a preview in the header, all of it inside. */
export function FeedbackEntry({ item, onShowInEssay }: FeedbackEntryProps) {
  const { highlightId } = item;
  return (
    <Accordion.Item value={String(item.id)} data-entry-id={item.id} scrollMarginTop="4">
      <Accordion.ItemTrigger alignItems="flex-start">
        {/* A button holds phrasing content only, so the layout boxes are spans. */}
        <Stack as="span" gap="1" flex="1" minWidth="0" textAlign="start">
          <HStack as="span" gap="2" wrap="wrap">
            <Text as="span" fontWeight="bold">
              <VisuallyHidden>Comment </VisuallyHidden>
              {item.number}
            </Text>
            <CategoryTag name={item.category} />
            <Badge colorPalette={SEVERITY_PALETTE[item.severity]} data-severity={item.severity}>
              <VisuallyHidden>Severity: </VisuallyHidden>
              {SEVERITY_LABEL[item.severity]}
            </Badge>
            {item.fromVersion !== undefined && (
              <Badge colorPalette="orange" variant="outline">
                From version {item.fromVersion}
              </Badge>
            )}
            {Boolean(item.thread?.unread) && <Badge colorPalette="blue">New reply</Badge>}
            {item.aiGenerated && (
              <Badge colorPalette="purple">
                AI<VisuallyHidden> generated</VisuallyHidden>
              </Badge>
            )}
          </HStack>
          <Text as="span" textStyle="sm" color="fg.muted" truncate>
            {quotePreview(item.quote)}
          </Text>
        </Stack>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody>
          <Stack gap="3" align="flex-start">
            <QuotedPassage>{item.quote}</QuotedPassage>
            <CommentText comment={item.comment} suggestion={item.suggestion} />
            {item.sharedWith !== null && (
              <Text textStyle="sm" color="fg.muted">
                Highlighted in the essay together with comment {item.sharedWith}.
              </Text>
            )}
            {highlightId !== null && (
              <Button size="xs" variant="outline" onClick={() => onShowInEssay(highlightId)}>
                Show in Essay
              </Button>
            )}
            {item.thread && <ThreadToggle thread={item.thread} reader="student" />}
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}
