import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { REPLY_MAX } from '../../../../shared/contract/limits';
import { LoadFailedAlert } from '../../../components/query-states';
import { TextareaField } from '../../../components/textarea-field';
import { errorMessage, type QueryError } from '../../../lib/api-error-message';
import { formatDateTime } from '../../../lib/date-format';
import { useCreateReplyMutation, useGetRepliesQuery } from '../replies-api';
import { readReplyDraft, writeReplyDraft } from '../reply-draft-storage';
import { LinkedText } from './linked-text';

interface ReplyThreadProps {
  /** The comment the thread is under (for a carried comment, the one first written). */
  itemId: number;
  /** Who is reading, for the field's label: the student answers their instructor, and back. */
  reader: 'student' | 'instructor';
}

/**
 * The replies under one comment, who wrote each and when, and a field to answer (the revision loop).
 * What is typed is kept for this tab until it is sent.
 */
export function ReplyThread({ itemId, reader }: ReplyThreadProps) {
  const { data: replies, isLoading, isError, refetch } = useGetRepliesQuery(itemId);
  const [createReply, { isLoading: sending }] = useCreateReplyMutation();
  const [text, setText] = useState(() => readReplyDraft(itemId));
  const [problem, setProblem] = useState<string | null>(null);

  const change = (value: string) => {
    setText(value);
    writeReplyDraft(itemId, value);
    setProblem(null);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem('Write your reply first.');
    if (text.length > REPLY_MAX) return setProblem(`Keep the reply to ${REPLY_MAX} characters.`);
    try {
      await createReply({ itemId, body: text }).unwrap();
      change('');
    } catch (error) {
      setProblem(
        errorMessage(
          error as QueryError,
          'error',
          'Your reply could not be sent. It is kept here; try again.',
        ),
      );
    }
  };

  return (
    <Stack gap="2" borderTopWidth="1px" pt="3" width="full">
      <Text fontWeight="semibold" textStyle="sm">
        Replies
      </Text>
      {isLoading && (
        <Text color="fg.muted" textStyle="sm">
          Loading the replies…
        </Text>
      )}
      {isError && <LoadFailedAlert message="The replies could not be loaded." onRetry={refetch} />}
      {replies?.length === 0 && (
        <Text color="fg.muted" textStyle="sm">
          {reader === 'student'
            ? 'Ask your instructor about this comment, or say what you changed.'
            : 'No replies yet.'}
        </Text>
      )}
      {replies && replies.length > 0 && (
        <Stack as="ol" gap="2" listStyleType="none">
          {replies.map((reply) => (
            <Stack
              as="li"
              key={reply.id}
              gap="1"
              ps="3"
              borderInlineStartWidth="2px"
              borderColor="border.emphasized"
            >
              <HStack gap="2" wrap="wrap" textStyle="sm">
                <Text fontWeight="medium">{reply.author_name}</Text>
                <Badge size="sm" colorPalette={reply.role === 'instructor' ? 'blue' : 'gray'}>
                  {reply.role === 'instructor' ? 'Instructor' : 'Student'}
                </Badge>
                <Text color="fg.muted">
                  <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
                </Text>
              </HStack>
              <Text whiteSpace="pre-wrap" overflowWrap="break-word">
                <LinkedText text={reply.body} />
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <form onSubmit={send} noValidate aria-label="Reply to this comment">
        <Stack gap="2">
          <TextareaField
            label={reader === 'student' ? 'Reply to your instructor' : 'Reply to the student'}
            name="body"
            value={text}
            onChange={change}
            error={problem}
          />
          <Button type="submit" size="sm" alignSelf="flex-start" loading={sending} disabled={sending}>
            Send reply
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
