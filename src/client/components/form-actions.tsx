import { Button, HStack } from '@chakra-ui/react';

interface FormActionsProps {
  submitLabel: string;
  sending: boolean;
  /** Without it the form has no Cancel (a form that stays on the page, like "Add a week"). */
  onCancel?: () => void;
}

/** The submit and Cancel buttons every editing form ends with; submit is busy while sending. */
export function FormActions({ submitLabel, sending, onCancel }: FormActionsProps) {
  return (
    <HStack>
      <Button type="submit" loading={sending} disabled={sending}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </HStack>
  );
}
