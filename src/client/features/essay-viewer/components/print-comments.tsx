import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { NumberedItem } from '../viewer-model';
import { categoryIn, useViewerCategories } from '../viewer-palette';

/**
 * The comments after the essay on paper (section 2's print button): each with the number its highlight
 * carries, its category, the quote, the comment and the suggestion. Only print shows it; on screen the
 * accordion says the same.
 */
export function PrintComments({ items }: { items: NumberedItem[] }) {
  const palette = useViewerCategories();
  if (items.length === 0) return null;
  return (
    <Box as="section" display="none" _print={{ display: 'block' }} mt="6" data-print-comments="">
      <Heading as="h2" size="lg" mb="3">
        Comments
      </Heading>
      <Stack as="ol" gap="4" listStyleType="none">
        {items.map((item) => (
          <Box as="li" key={item.id} breakInside="avoid">
            <Text fontWeight="bold">
              {item.number}. {categoryIn(palette, item.category).label} · {item.severity}
              {item.aiGenerated ? '' : ' · instructor'}
            </Text>
            <Text as="blockquote" fontStyle="italic" ps="3" borderInlineStartWidth="2px">
              “{item.quote}”
            </Text>
            <Text>{item.comment}</Text>
            {item.suggestion.trim() && <Text>Suggestion: {item.suggestion}</Text>}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
