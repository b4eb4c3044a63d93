import { Heading, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';

interface StudentListSectionProps {
  /** The heading's id, which also names the list. */
  id: string;
  title: string;
  isLoading: boolean;
  failed: boolean;
  count: number;
  loadingLabel: string;
  /** Section 8's sentence for a list that could not be fetched. */
  failedMessage: string;
  emptyMessage: string;
  listGap: StackProps['gap'];
  /** The entries, each an <li>. */
  children: ReactNode;
}

/** A dashboard card of the student's own entries: its heading, then loading, failure, empty or the list. */
export function StudentListSection(props: StudentListSectionProps) {
  const { id, title, isLoading, failed, count, listGap, children } = props;
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {isLoading ? (
        <LoadingSpinner label={props.loadingLabel} />
      ) : failed ? (
        <LoadFailedAlert message={props.failedMessage} />
      ) : count === 0 ? (
        <EmptyState>{props.emptyMessage}</EmptyState>
      ) : (
        <Stack as="ul" gap={listGap} listStyleType="none" aria-labelledby={id}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}
