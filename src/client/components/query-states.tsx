import { Alert, Text } from '@chakra-ui/react';

/** A list or page that could not load, announced at once (section 8's alerts, e.g. 'Failed to fetch courses'). */
export function LoadFailedAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
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
