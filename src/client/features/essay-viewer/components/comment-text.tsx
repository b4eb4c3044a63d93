import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The words a comment is about, set apart as a quotation. */
export function QuotedPassage({ children }: { children: ReactNode }) {
  return (
    <Box
      as="blockquote"
      borderInlineStartWidth="3px"
      ps="3"
      color="fg.muted"
      fontStyle="italic"
      overflowWrap="break-word"
    >
      {children}
    </Box>
  );
}

/** A labelled line under a comment ("Suggestion: …", "Now: …"). */
export function LabelledLine({
  label,
  children,
  small,
}: {
  label: string;
  children: ReactNode;
  small?: boolean;
}) {
  return (
    <Text textStyle={small ? 'sm' : undefined} overflowWrap="break-word">
      <Text as="span" fontWeight="semibold">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** A comment's words and, when it has one, its suggestion: as every list of comments shows them. */
export function CommentText({ comment, suggestion }: { comment: string; suggestion: string }) {
  return (
    <>
      <Text whiteSpace="pre-line">{comment}</Text>
      {suggestion.trim() && <LabelledLine label="Suggestion">{suggestion}</LabelledLine>}
    </>
  );
}
