import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { essayPlainText } from '../essay-words';

/**
 * An essay's words, paragraphs apart, in a box that scrolls on its own: another version to read
 * before choosing it. Plain text, never the HTML rendered; reachable by keyboard to scroll.
 */
export function EssayTextPreview({
  html,
  label,
  maxHeight,
}: {
  html: string;
  label: string;
  maxHeight: string;
}) {
  const text = useMemo(() => essayPlainText(html), [html]);
  return (
    <Box
      as="blockquote"
      aria-label={label}
      maxHeight={maxHeight}
      overflowY="auto"
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      borderInlineStartWidth="3px"
      paddingInlineStart="3"
      tabIndex={0}
    >
      {text || '(empty)'}
    </Box>
  );
}
