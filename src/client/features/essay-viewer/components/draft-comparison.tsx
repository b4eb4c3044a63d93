import { Box, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { DiffKind } from '../../../../shared/rules/draft-diff';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LoadFailedAlert } from '../../../components/query-states';
import { useGetDraftDiffQuery } from '../draft-diff-api';

const PART_STYLE: Record<Exclude<DiffKind, 'same'>, object> = {
  added: { bg: 'green.subtle', color: 'green.fg', textDecoration: 'underline' },
  removed: { bg: 'red.subtle', color: 'red.fg', textDecoration: 'line-through' },
};

interface DraftComparisonProps {
  submissionId: number;
  /** The other version's submission; the version before when left out. */
  against?: number;
}

/**
 * What changed between two versions of an essay (the revision loop): each paragraph with the words
 * inserted underlined and those removed struck through, as `<ins>` and `<del>`, which screen readers
 * also name.
 */
export function DraftComparison({ submissionId, against }: DraftComparisonProps) {
  const { data, isLoading, isError, refetch } = useGetDraftDiffQuery({ submissionId, against });
  return (
    <Stack as="section" aria-labelledby="comparison-heading" gap="3">
      <Heading as="h2" size="md" id="comparison-heading">
        {data?.from ? `Changes from version ${data.from.version} to version ${data.to.version}` : 'Changes'}
      </Heading>
      {isLoading && <LoadingSpinner label="Comparing the versions…" />}
      {isError && <LoadFailedAlert message="The versions could not be compared." onRetry={refetch} />}
      {data && (
        <>
          <Text color="fg.muted">
            {data.words_added} {data.words_added === 1 ? 'word' : 'words'} added, {data.words_removed}{' '}
            {data.words_removed === 1 ? 'word' : 'words'} removed.
            {!data.complete && ' Some long passages that changed are shown whole, removed and then added.'}
          </Text>
          <Stack
            gap="3"
            textStyle="essay"
            borderWidth="1px"
            borderRadius="l2"
            p="4"
            overflowWrap="break-word"
          >
            {data.paragraphs.map((paragraph, index) => (
              // Paragraphs have no identity of their own beyond their place in the comparison.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
              <Text key={index} whiteSpace="pre-wrap">
                {paragraph.parts.map((part, at) =>
                  part.kind === 'same' ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts are never reordered
                    <span key={at}>{part.text}</span>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts are never reordered
                    <Box as={part.kind === 'added' ? 'ins' : 'del'} key={at} {...PART_STYLE[part.kind]}>
                      <VisuallyHidden>{part.kind === 'added' ? '[added: ' : '[removed: '}</VisuallyHidden>
                      {part.text}
                      <VisuallyHidden>]</VisuallyHidden>
                    </Box>
                  ),
                )}
              </Text>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
