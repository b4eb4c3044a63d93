import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { EssayDraft } from '../../../../shared/contract';
import { formatDateTime } from '../../../lib/date-format';
import { essayWordCount } from '../essay-words';
import { EssayTextPreview } from './essay-text-preview';

interface DraftConflictAlertProps {
  theirs: EssayDraft;
  mineHtml: string;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}

/**
 * Another window or device saved the essay after this editor last heard from the server. Both versions
 * are kept until the student chooses: the other one is shown in full, to read before choosing.
 */
export function DraftConflictAlert({ theirs, mineHtml, onKeepMine, onUseTheirs }: DraftConflictAlertProps) {
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
            <EssayTextPreview html={theirs.content_html} label="The other version" maxHeight="12rem" />
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
