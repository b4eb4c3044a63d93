import { Button, Heading, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormErrorAlert } from './form-error-alert';

interface HeadedFormProps {
  /** The heading's id, which names the form. */
  headingId: string;
  heading: string;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  /** The server's sentence when the last save failed, shown under the heading. */
  failure: string | null;
  sending: boolean;
  children: ReactNode;
}

/**
 * A form that is a part of its page under its own heading, which names it; the failure under the heading,
 * the fields, and its one button. The browser does not validate it: the form says why beside each field.
 */
export function HeadedForm({
  headingId,
  heading,
  submitLabel,
  onSubmit,
  failure,
  sending,
  children,
}: HeadedFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="4">
        <Heading as="h2" size="lg" id={headingId}>
          {heading}
        </Heading>
        <FormErrorAlert message={failure} />
        {children}
        <Button type="submit" alignSelf="flex-start" loading={sending} disabled={sending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
