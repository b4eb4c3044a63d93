import { Alert, Button } from '@chakra-ui/react';
import type { SubmitFailure } from '../submit-failure';

interface SubmitFailureAlertProps {
  failure: SubmitFailure;
  sending: boolean;
  onRetry: () => void;
}

/** A failed submit: the reason at once (role="alert"), and Retry when sending again may help. */
export function SubmitFailureAlert({ failure, sending, onRetry }: SubmitFailureAlertProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{failure.message}</Alert.Title>
      {failure.retryable && (
        <Button size="sm" variant="outline" onClick={onRetry} loading={sending}>
          Retry
        </Button>
      )}
    </Alert.Root>
  );
}
