import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { EssayDraft } from '../../../../shared/contract';
import { formatDateTime } from '../../../lib/date-format';
import { essayWordCount } from '../essay-words';

interface DraftConflictAlertProps {
  theirs: EssayDraft;
  mineHtml: string;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}

/** The visible words of an essay's HTML, for a look at the other version without rendering it. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * Another window or device saved the essay after this editor last heard from the server. Both versions
 * are kept until the student chooses: the other one is shown in full, to read before choosing.
 */
export function DraftConflictAlert({ theirs, mineHtml, onKeepMine, onUseTheirs }: DraftConflictAlertProps) {
  const text = useMemo(() => plainText(theirs.content_html), [theirs.content_html]);
  const theirWords = essayWordCount(theirs.content_html);
  const myWords = essayWordCount(mineHtml);
  return (
    <Alert.Root status="warning" alignItems="flex-start" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your essay was changed in another window or on another device.</Alert.Title>
        <Alert.Description>
          <Stack gap="3" pt="1">
            <Text>
              The other version ({theirWords} words
              {theirs.saved_at && <>, saved {formatDateTime(theirs.saved_at)}</>}) and the one in this editor
              ({myWords} words) are both kept until you choose.
            </Text>
            <Box
              as="blockquote"
              aria-label="The other version"
              maxHeight="12rem"
              overflowY="auto"
              whiteSpace="pre-wrap"
              overflowWrap="anywhere"
              borderInlineStartWidth="3px"
              paddingInlineStart="3"
              tabIndex={0}
            >
              {text || '(empty)'}
            </Box>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" onClick={onKeepMine}>
                Keep the version in this editor
              </Button>
              <Button size="sm" variant="outline" onClick={onUseTheirs}>
                Use the other version
              </Button>
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
