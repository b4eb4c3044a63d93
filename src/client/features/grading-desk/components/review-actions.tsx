import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/date-format';
import type { ReviewFailure } from './use-review-save';

interface ReviewActionsProps {
  releasedAt: string | null;
  /** False for an assistant whose course keeps releasing (and changing released feedback) to its instructors. */
  mayRelease: boolean;
  sending: 'save' | 'release' | null;
  drafting: boolean;
  failure: ReviewFailure | null;
  result: string;
  /** Why the last press of a button sent nothing (a release without a grade), said beside the buttons. */
  blocked: string;
  onRelease: () => void;
  onRetry: () => void;
  /** Opens the student's page as it reads with this review. */
  onPreview: () => void;
  regenerate: ReactNode;
}

/**
 * Save without releasing (the form's submit), or release. Once released, every save keeps it released (the student sees
 * the change at once), and the buttons say so.
 */
export function ReviewActions(props: ReviewActionsProps) {
  const {
    releasedAt,
    mayRelease,
    sending,
    drafting,
    failure,
    result,
    blocked,
    onRelease,
    onRetry,
    onPreview,
    regenerate,
  } = props;
  return (
    <Stack gap="3">
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{failure.message}</Alert.Title>
            <Alert.Description>Your changes are still here.</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={onRetry} loading={sending !== null}>
            Retry
          </Button>
        </Alert.Root>
      )}
      {releasedAt && (
        <Text>
          Released to the student on <time dateTime={releasedAt}>{formatDateTime(releasedAt)}</time>. Saving
          now updates what the student sees.
        </Text>
      )}
      {!mayRelease && (
        <Text color="fg.muted">
          {releasedAt
            ? 'This feedback is released; only the course’s instructors can change it now.'
            : 'Only the course’s instructors can release feedback in this course: save your review, and they will find it ready.'}
        </Text>
      )}
      <HStack gap="3" wrap="wrap" align="start">
        {releasedAt ? (
          mayRelease && (
            <Button type="submit" loading={sending !== null} disabled={sending !== null}>
              Save released feedback
            </Button>
          )
        ) : (
          <>
            <Button type="submit" variant="outline" loading={sending === 'save'} disabled={sending !== null}>
              Save without releasing
            </Button>
            {mayRelease && (
              <Button
                onClick={onRelease}
                loading={sending === 'release'}
                disabled={sending !== null || drafting}
              >
                Release to student
              </Button>
            )}
          </>
        )}
        <Button type="button" variant="ghost" onClick={onPreview}>
          Preview as the student
        </Button>
        {regenerate}
      </HStack>
      {blocked && (
        <Text role="alert" color="fg.error" fontWeight="medium">
          {blocked}
        </Text>
      )}
      {drafting && !releasedAt && mayRelease && (
        <Text color="fg.muted">You can release once the draft is ready.</Text>
      )}
      <Text role="status" aria-live="polite" fontWeight="medium">
        {result}
      </Text>
    </Stack>
  );
}
