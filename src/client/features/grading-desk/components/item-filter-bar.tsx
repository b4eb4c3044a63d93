import { Button, HStack } from '@chakra-ui/react';
import { ITEM_FILTERS, type ItemFilter } from '../item-decisions';

interface ItemFilterBarProps {
  value: ItemFilter;
  counts: Record<ItemFilter, number>;
  onChange: (filter: ItemFilter) => void;
}

/** All / Pending / Accepted / Rejected with their counts; the pressed one is the list shown. */
export function ItemFilterBar({ value, counts, onChange }: ItemFilterBarProps) {
  return (
    <HStack role="group" aria-label="Show comments" gap="1" wrap="wrap">
      {ITEM_FILTERS.map((filter) => (
        <Button
          key={filter.value}
          size="xs"
          variant={value === filter.value ? 'solid' : 'outline'}
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label} ({counts[filter.value]})
        </Button>
      ))}
    </HStack>
  );
}
