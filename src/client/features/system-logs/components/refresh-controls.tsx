import { Button, Checkbox, HStack, Text } from '@chakra-ui/react';
import { formatPreciseTime } from '../../../lib/date-format';

interface RefreshControlsProps {
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  onRefresh: () => void;
  /** When the list shown was fetched, or null before the first answer. */
  updatedAt: number | null;
}

/** 'Refresh' asks now; auto-refresh asks every 5 s while the tab is in view. */
export function RefreshControls({ autoRefresh, onAutoRefresh, onRefresh, updatedAt }: RefreshControlsProps) {
  return (
    <HStack gap="4" wrap="wrap">
      <Button size="sm" onClick={onRefresh}>
        Refresh
      </Button>
      <Checkbox.Root
        checked={autoRefresh}
        onCheckedChange={(details) => onAutoRefresh(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Auto-refresh every 5 s</Checkbox.Label>
      </Checkbox.Root>
      {updatedAt !== null && (
        <Text color="fg.muted" fontSize="sm">
          Updated {formatPreciseTime(updatedAt)}
        </Text>
      )}
    </HStack>
  );
}
