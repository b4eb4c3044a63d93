import { Box, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useViewerCategories } from '../viewer-palette';

interface CategoryFilterProps {
  counts: Record<string, number>;
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/**
 * Section 2's category filter: one toggle per category with its count, and 'Clear Filter'. Each toggle
 * carries its category's colour, the one that underlines its highlights; the essay fades the others.
 */
export function CategoryFilter({ counts, selected, onSelect }: CategoryFilterProps) {
  const palette = useViewerCategories();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id="category-filter-heading">
        Filter by category
      </Heading>
      <Flex gap="2" wrap="wrap" role="group" aria-labelledby="category-filter-heading">
        {palette.map((category) => {
          const pressed = selected === category.name;
          return (
            <Button
              key={category.name}
              size="xs"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? null : category.name)}
            >
              <Box
                as="span"
                aria-hidden="true"
                boxSize="2.5"
                borderRadius="full"
                flexShrink="0"
                style={{ backgroundColor: category.colour }}
              />
              <span aria-hidden="true">{category.icon}</span>
              {category.label} ({counts[category.name] ?? 0})
            </Button>
          );
        })}
        {selected && (
          <Button size="xs" variant="ghost" onClick={() => onSelect(null)}>
            Clear Filter
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
