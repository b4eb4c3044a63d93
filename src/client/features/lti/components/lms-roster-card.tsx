import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { LtiRosterSync } from '../../../../shared/contract';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SectionCard } from '../../../components/section-card';
import { errorMessage, type QueryError, statusOf } from '../../../lib/api-error-message';
import { useSyncLtiRosterMutation } from '../lti-api';

type SyncOutcome =
  | { kind: 'synced'; result: LtiRosterSync }
  | { kind: 'not-linked'; sentence: string }
  | { kind: 'failed'; sentence: string };

/** "3 added, 1 updated, 0 marked inactive of 30 on the LMS roster." */
export const rosterSyncSentence = ({ added, updated, marked_inactive, total }: LtiRosterSync) =>
  `${added} added, ${updated} updated, ${marked_inactive} marked inactive of ${total} on the LMS roster.`;

interface LmsRosterCardProps {
  courseId: number;
  /** The course's instructors may sync; its assistants may not. */
  maySync: boolean;
}

/**
 * A course opened from an LMS reads who the LMS lists for it: new people are enrolled, changed parts
 * updated, and people the LMS no longer lists marked inactive (their work stays).
 */
export function LmsRosterCard({ courseId, maySync }: LmsRosterCardProps) {
  const [sync, { isLoading }] = useSyncLtiRosterMutation();
  const [outcome, setOutcome] = useState<SyncOutcome | null>(null);
  if (!maySync) return null;

  const run = async () => {
    setOutcome(null);
    const answer = await sync(courseId);
    if (!('error' in answer)) return setOutcome({ kind: 'synced', result: answer.data });
    const error = answer.error as QueryError;
    const sentence = errorMessage(error, 'error', 'The LMS roster could not be read. Try again later.');
    // A course that came from no LMS has no roster there: that is a fact about the course, not a failure.
    setOutcome({ kind: statusOf(error) === 409 ? 'not-linked' : 'failed', sentence });
  };

  return (
    <SectionCard
      headingId="lms-roster-heading"
      title="LMS roster"
      header={
        <Text color="fg.muted">
          For a course opened from an LMS: enrol the people its roster lists, and mark inactive those it no
          longer does.
        </Text>
      }
    >
      <Stack gap="4">
        <HStack>
          <Button size="sm" onClick={run} loading={isLoading} loadingText="Syncing…">
            Sync roster
          </Button>
        </HStack>
        {outcome?.kind === 'synced' && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{rosterSyncSentence(outcome.result)}</Alert.Title>
          </Alert.Root>
        )}
        {outcome?.kind === 'not-linked' && (
          <Text role="status" color="fg.muted">
            {outcome.sentence}
          </Text>
        )}
        <FormErrorAlert message={outcome?.kind === 'failed' ? outcome.sentence : null} />
      </Stack>
    </SectionCard>
  );
}
