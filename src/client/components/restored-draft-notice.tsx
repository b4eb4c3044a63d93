import { Alert, Button, HStack } from '@chakra-ui/react';

interface RestoredDraftNoticeProps {
  onDiscard: () => void;
  onDismiss: () => void;
}

/** The page opened on work that was typed before and never saved; it is back, and can be thrown away. */
export function RestoredDraftNotice({ onDiscard, onDismiss }: RestoredDraftNoticeProps) {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Restored unsaved changes</Alert.Title>
        <Alert.Description>
          What you typed here before was not saved; it is back in the forms below.
        </Alert.Description>
      </Alert.Content>
      <HStack>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard changes
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Keep them
        </Button>
      </HStack>
    </Alert.Root>
  );
}
