import { Alert, Button, Text } from '@chakra-ui/react';

/** A list or page that could not load, announced at once, with Try again where asking again may help (section 8's alerts, e.g. 'Failed to fetch courses'). */
export function LoadFailedAlert({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" role="alert" alignItems={onRetry && 'center'}>
      <Alert.Indicator />
      <Alert.Title flex={onRetry && '1'}>{message}</Alert.Title>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}

/** Section 2: every screen has an empty state that says what is missing. */
export function EmptyState({ children }: { children: string }) {
  return (
    <Text color="fg.muted" py="6">
      {children}
    </Text>
  );
}
