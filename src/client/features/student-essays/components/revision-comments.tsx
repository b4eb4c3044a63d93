import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LoadFailedAlert } from '../../../components/query-states';
import { CategoryTag, CommentText, QuotedPassage } from '../../essay-viewer';
import type { RevisionNotes } from '../revision-notes';

/**
 * Beside the editor while the student revises (the revision loop): the released comments of the
 * version being revised, in reading order, so each can be worked through without leaving the page;
 * the editor marks each one's passage with the same number.
 */
export function RevisionComments({ revision, version }: { revision: RevisionNotes; version: number }) {
  const { data, notes, isLoading, isError, refetch } = revision;
  return (
    <Stack
      as="section"
      aria-labelledby="revision-comments-heading"
      gap="3"
      borderWidth="1px"
      borderRadius="l2"
      p="4"
      position={{ lg: 'sticky' }}
      top={{ lg: '4' }}
      maxHeight={{ lg: 'calc(100vh - 2rem)' }}
      overflowY={{ lg: 'auto' }}
      // On a wide screen the list scrolls on its own: reachable by keyboard to scroll it.
      tabIndex={0}
    >
      <Heading as="h2" size="md" id="revision-comments-heading">
        Comments on version {version}
      </Heading>
      {isLoading && <LoadingSpinner label="Loading the comments…" />}
      {isError && <LoadFailedAlert message="The comments could not be loaded." onRetry={refetch} />}
      {data && notes.length === 0 && <Text color="fg.muted">This version has no comments on its text.</Text>}
      {notes.length > 0 && (
        <Text color="fg.muted" textStyle="sm">
          Work through them in your essay; your next version shows which ones you revised.
        </Text>
      )}
      <Stack as="ol" gap="3" listStyleType="none">
        {notes.map((note, index) => (
          <Stack
            as="li"
            key={note.id}
            gap="2"
            borderTopWidth="1px"
            pt="3"
            aria-label={`Comment ${index + 1}`}
          >
            <HStack gap="2">
              {/* The number the editor draws after this comment's passage. */}
              <Badge variant="outline" aria-hidden="true">
                {index + 1}
              </Badge>
              <CategoryTag name={note.category} />
            </HStack>
            <QuotedPassage>{note.quote}</QuotedPassage>
            <CommentText comment={note.comment} suggestion={note.suggestion} />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
