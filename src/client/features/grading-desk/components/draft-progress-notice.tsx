import { Alert, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isDrafting } from '../draft-progress';
import type { GradingDetail } from '../grading-detail';

/** While the engine drafts, the page says so and updates by itself; a failed draft says why. */
export function DraftProgressNotice({
  detail,
  regenerate,
}: {
  detail: GradingDetail;
  regenerate: ReactNode;
}) {
  if (isDrafting(detail.draft_status)) {
    return (
      <Alert.Root status="info" role="status" aria-live="polite">
        <Spinner size="sm" aria-hidden="true" />
        <Alert.Content>
          <Alert.Title>The engine is drafting feedback…</Alert.Title>
          <Alert.Description>
            Its comments appear here by themselves when the draft is ready.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (detail.draft_status !== 'failed') return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The engine could not draft feedback.</Alert.Title>
        {detail.draft_error && <Alert.Description>{detail.draft_error}</Alert.Description>}
      </Alert.Content>
      {regenerate}
    </Alert.Root>
  );
}
