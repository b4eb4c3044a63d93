import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { ResetCategoriesButton } from './reset-categories-button';

interface CategoriesFailureAlertProps {
  message: string;
  /** The stored value is there but unreadable, so only a reset (confirmed) gets past it. */
  unreadable: boolean;
  onRetry?: () => void;
}

/** Section 8's sentence, announced at once, with what the person can do about it. */
export function CategoriesFailureAlert({ message, unreadable, onRetry }: CategoriesFailureAlertProps) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{message}</Alert.Title>
        {unreadable && (
          <Alert.Description>
            The categories stored in this browser are damaged. They are kept as they are until you reset them.
          </Alert.Description>
        )}
        <HStack>
          {onRetry && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
          {unreadable && <ResetCategoriesButton />}
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
