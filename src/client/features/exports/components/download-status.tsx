import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { formatBytes } from '../download-body';
import type { DownloadState } from '../use-export-download';

interface DownloadStatusProps {
  state: DownloadState;
  onRetry: () => void;
  onCancel: () => void;
}

/** Where a download stands, announced as it changes: the bytes arrived, the file saved, or why it failed. */
export function DownloadStatus({ state, onRetry, onCancel }: DownloadStatusProps) {
  if (state.phase === 'downloading') {
    return (
      <HStack gap="3" role="status" aria-live="polite">
        <Spinner size="sm" color="colorPalette.solid" />
        <Text>{state.received ? `${formatBytes(state.received)} received` : 'Preparing the workbook…'}</Text>
        <Button size="xs" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    );
  }
  if (state.phase === 'saved') {
    return (
      <Text role="status" aria-live="polite" color="fg.muted">
        Saved {state.fileName} ({formatBytes(state.bytes)}).
      </Text>
    );
  }
  if (state.phase === 'failed') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content gap="3" alignItems="flex-start">
          <Alert.Title>Export failed: {state.message}</Alert.Title>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}
