import { Badge, Button, Card, Field, HStack, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { CommentBankBody, CommentBankEntry } from '../../../../shared/contract';
import { toaster } from '../../../components/app-toaster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { saveOutcome } from '../../../lib/save-outcome';
import { categoryLabel } from '../../grading-desk';
import { usesSentence } from '../bank-labels';
import {
  useDeleteBankEntryMutation,
  useGetCommentBankQuery,
  useUpdateBankEntryMutation,
} from '../comment-bank-api';
import { useDebounced } from '../use-debounced';
import { BankEntryForm } from './bank-entry-form';

function EntryCard({ entry, onDelete }: { entry: CommentBankEntry; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const [updateEntry] = useUpdateBankEntryMutation();
  const name = <VisuallyHidden> the comment “{entry.comment}”</VisuallyHidden>;
  const save = async (body: CommentBankBody) => {
    const outcome = await saveOutcome(
      () => updateEntry({ id: entry.id, body }).unwrap(),
      'The comment could not be saved.',
    );
    if (!outcome) {
      toaster.create({ type: 'success', title: 'Comment saved in your bank.' });
      setEditing(false);
    }
    return outcome;
  };
  return (
    <Card.Root as="li" size="sm" aria-label={entry.comment}>
      <Card.Body>
        {editing ? (
          <BankEntryForm
            initial={{ comment: entry.comment, suggestion: entry.suggestion, category: entry.category }}
            label={`Edit the comment “${entry.comment}”`}
            submitLabel="Save comment"
            onSave={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              <Badge>{categoryLabel(entry.category)}</Badge>
              <Text fontSize="sm" color="fg.muted">
                {usesSentence(entry.uses)}
              </Text>
            </HStack>
            <Text>{entry.comment}</Text>
            {entry.suggestion && (
              <Text color="fg.muted">
                <Text as="span" fontWeight="medium">
                  Suggestion:
                </Text>{' '}
                {entry.suggestion}
              </Text>
            )}
            <HStack gap="2">
              <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
                Edit{name}
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete}>
                Delete{name}
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/comment-bank: the instructor's reusable comments, across every course, the most used first. */
export function CommentBankPage() {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search);
  const { data, isLoading, isError, isFetching, refetch } = useGetCommentBankQuery(settled);
  const [deleting, setDeleting] = useState<CommentBankEntry | null>(null);
  const [deleteEntry, { isLoading: removing }] = useDeleteBankEntryMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await saveOutcome(
      () => deleteEntry(deleting.id).unwrap(),
      'The comment could not be deleted.',
    );
    toaster.create(
      outcome
        ? { type: 'error', title: outcome.message }
        : { type: 'success', title: 'Comment deleted from your bank.' },
    );
    setDeleting(null);
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Comment Bank"
        description="Comments you give again and again, yours in every course. Save one from its card on the grading screen; use one there on the text you select."
      />
      <Field.Root maxWidth="md">
        <Field.Label>Search your comments</Field.Label>
        <Input
          type="search"
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field.Root>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {search !== settled || isFetching
          ? 'Searching…'
          : data &&
            `${data.length} ${data.length === 1 ? 'comment' : 'comments'}${settled.trim() ? ' found' : ''}`}
      </Text>
      {isLoading && <LoadingSpinner label="Loading your comment bank…" />}
      {isError && <LoadFailedAlert message="Failed to fetch your comment bank" onRetry={refetch} />}
      {data?.length === 0 && (
        <EmptyState>
          {settled.trim()
            ? 'No comment in your bank holds all of these words.'
            : 'Your comment bank is empty. On the grading screen, Save to bank keeps a comment here.'}
        </EmptyState>
      )}
      {data && data.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Your comments">
          {data.map((entry) => (
            <EntryCard key={entry.id} entry={entry} onDelete={() => setDeleting(entry)} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this comment from your bank?"
        confirmLabel="Delete"
        tone="danger"
        busy={removing}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        “{deleting?.comment}” leaves your bank. Essays that already carry it keep their comment.
      </ConfirmDialog>
    </Stack>
  );
}
