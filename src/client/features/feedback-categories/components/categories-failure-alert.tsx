import { Alert, Button, Stack } from '@chakra-ui/react';

interface CategoriesFailureAlertProps {
  message: string;
  onRetry?: () => void;
}

/** Section 8's sentence, announced at once, with what the person can do about it. */
export function CategoriesFailureAlert({ message, onRetry }: CategoriesFailureAlertProps) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Stack gap="3" flex="1" align="flex-start">
        <Alert.Title>{message}</Alert.Title>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}
