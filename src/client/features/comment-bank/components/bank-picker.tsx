import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CommentBankEntry } from '../../../../shared/contract';
import { categoryLabel } from '../../grading-desk';
import { usesLabel } from '../bank-labels';
import { useGetCommentBankQuery } from '../comment-bank-api';
import { useDebounced } from '../use-debounced';

/** The picker lists the few most used matches; more words narrow it. */
const SHOWN = 6;

/** Search as you type through the instructor's bank, the most used first; a choice fills the comment. */
export function BankPicker({ onPick }: { onPick: (entry: CommentBankEntry) => void }) {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search);
  const { data, isFetching, isError, refetch } = useGetCommentBankQuery(settled);
  const entries = (data ?? []).slice(0, SHOWN);
  const typing = search !== settled;

  let status: string | null = null;
  if (isError) status = 'Your comment bank could not be searched.';
  else if (data && entries.length === 0)
    status = settled.trim()
      ? 'No comment in your bank holds all of these words.'
      : 'Your comment bank is empty: save a comment to it with Save to bank on its card.';

  return (
    <Stack gap="2" role="search" aria-label="Your comment bank">
      <Field.Root>
        <Field.Label>Find in your comment bank</Field.Label>
        <Input
          type="search"
          name="bank-search"
          autoComplete="off"
          value={search}
          placeholder="A word of the comment"
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field.Root>
      <Text fontSize="sm" color={isError ? 'fg.error' : 'fg.muted'} aria-live="polite">
        {typing || isFetching ? 'Searching…' : status}
      </Text>
      {isError && (
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => refetch()}>
          Try again
        </Button>
      )}
      {entries.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Comments from your bank">
          {entries.map((entry) => (
            <Box as="li" key={entry.id}>
              <Button
                size="sm"
                variant="outline"
                width="full"
                height="auto"
                py="2"
                justifyContent="flex-start"
                textAlign="start"
                whiteSpace="normal"
                onClick={() => onPick(entry)}
              >
                <Stack gap="0" align="flex-start" fontWeight="normal">
                  <Text>{entry.comment}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {categoryLabel(entry.category)} · {usesLabel(entry.uses)}
                  </Text>
                </Stack>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
