import { HStack, Text } from '@chakra-ui/react';
import { categoryIn, highlightColour, useViewerCategories } from '../viewer-palette';

/** A category's icon and name on its highlight colour, so list and essay read alike. */
export function CategoryTag({ name }: { name: string }) {
  const palette = useViewerCategories();
  const category = categoryIn(palette, name);
  return (
    <HStack
      as="span"
      gap="1"
      px="1.5"
      borderRadius="l1"
      borderInlineStartWidth="3px"
      style={{ borderInlineStartColor: category.colour, backgroundColor: highlightColour(name, palette) }}
      textStyle="sm"
      fontWeight="medium"
    >
      <span aria-hidden="true">{category.icon}</span>
      <Text as="span">{category.label}</Text>
    </HStack>
  );
}
