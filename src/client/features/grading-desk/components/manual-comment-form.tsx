import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormErrorAlert } from '../../../components/form-error-alert';
import type { SaveOutcome } from '../../../lib/save-outcome';
import { BankPicker } from '../../comment-bank';
import type { TextSelection } from '../grading-draft-storage';
import type { ItemValues } from '../item-form';
import { ItemFields } from './item-fields';
import { useItemForm } from './use-item-form';
import { MANUAL_COMMENT_FORM_ID } from './use-manual-comment';

interface ManualCommentFormProps {
  selection: TextSelection;
  initial: ItemValues;
  onValuesChange: (values: ItemValues) => void;
  /** `bankEntryId` names the bank entry the comment was taken from, which counts a use. */
  onSave: (values: ItemValues, bankEntryId: number | null) => Promise<SaveOutcome>;
  onCancel: () => void;
}

/** The instructor's own comment on the text they selected in the essay; it is accepted as it is made. */
export function ManualCommentForm({
  selection,
  initial,
  onValuesChange,
  onSave,
  onCancel,
}: ManualCommentFormProps) {
  const { values, change, problems, failure, sending, submit } = useItemForm(initial, onValuesChange);
  const [bankEntryId, setBankEntryId] = useState<number | null>(null);
  // The server refuses a quote that no longer matches the essay under `quote`.
  const quoteProblem = (problems as Record<string, string | undefined>).quote;

  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <form
          id={MANUAL_COMMENT_FORM_ID}
          onSubmit={submit((typed) => onSave(typed, bankEntryId))}
          noValidate
          aria-labelledby="manual-comment-heading"
        >
          <Stack gap="3">
            <Heading as="h2" size="md" id="manual-comment-heading">
              Add comment on selection
            </Heading>
            <FormErrorAlert message={failure} />
            <Box>
              <Text fontWeight="medium">Selected text</Text>
              <Box as="blockquote" fontStyle="italic" borderInlineStartWidth="3px" paddingInlineStart="3">
                “{selection.quote}”
              </Box>
              {quoteProblem && (
                <Text color="fg.error" textStyle="sm">
                  {quoteProblem}
                </Text>
              )}
            </Box>
            <BankPicker
              onPick={(entry) => {
                change('comment')(entry.comment);
                change('suggestion')(entry.suggestion);
                change('category')(entry.category);
                setBankEntryId(entry.id);
              }}
            />
            <ItemFields values={values} change={change} problems={problems} />
            <FormActions submitLabel="Add comment" sending={sending} onCancel={onCancel} />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
