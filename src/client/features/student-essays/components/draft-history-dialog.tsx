import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LoadFailedAlert } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/date-format';
import { useGetDraftHistoryQuery, useLazyGetDraftHistoryVersionQuery } from '../essay-drafts-api';
import { EssayTextPreview } from './essay-text-preview';

interface DraftHistoryDialogProps {
  assignmentId: number;
  open: boolean;
  onClose: () => void;
  /** Puts an earlier state in the editor; it is saved from there as any change is. */
  onRestore: (html: string) => void;
}

/** The draft's earlier states, one per few minutes of writing, newest first; one can be read and restored. */
function HistoryList({ assignmentId, onRestore }: Omit<DraftHistoryDialogProps, 'open' | 'onClose'>) {
  const {
    data: entries,
    isLoading,
    isError,
  } = useGetDraftHistoryQuery(assignmentId, {
    refetchOnMountOrArgChange: true,
  });
  const [load, version] = useLazyGetDraftHistoryVersionQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  if (isLoading) return <LoadingSpinner label="Loading earlier drafts…" />;
  if (isError || !entries) return <LoadFailedAlert message="Earlier drafts could not be loaded." />;
  if (entries.length === 0) {
    return (
      <Text color="fg.muted">No earlier drafts yet. They are kept as you write, a few minutes apart.</Text>
    );
  }
  const shown = version.data && version.data.id === chosen ? version.data : null;
  return (
    <Stack gap="4">
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Button
              variant={chosen === entry.id ? 'subtle' : 'ghost'}
              size="sm"
              width="full"
              justifyContent="space-between"
              aria-pressed={chosen === entry.id}
              onClick={() => {
                setChosen(entry.id);
                void load({ assignmentId, entryId: entry.id });
              }}
            >
              <span>{formatDateTime(entry.saved_at)}</span>
              <span>{entry.word_count} words</span>
            </Button>
          </li>
        ))}
      </Box>
      {chosen !== null && !shown && version.isFetching && <LoadingSpinner label="Loading that draft…" />}
      {chosen !== null && version.isError && <LoadFailedAlert message="That draft could not be loaded." />}
      {shown && (
        <Stack gap="2">
          <EssayTextPreview
            html={shown.content_html}
            label={`The draft of ${formatDateTime(shown.saved_at)}`}
            maxHeight="16rem"
          />
          <HStack>
            <Button size="sm" onClick={() => onRestore(shown.content_html)}>
              Restore this draft
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

export function DraftHistoryDialog({ assignmentId, open, onClose, onRestore }: DraftHistoryDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} scrollBehavior="inside" title="Earlier drafts">
      {open && (
        <HistoryList
          assignmentId={assignmentId}
          onRestore={(html) => {
            onRestore(html);
            onClose();
          }}
        />
      )}
    </DialogFrame>
  );
}
