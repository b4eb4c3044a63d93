import { Button, Checkbox, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { SubmissionSteps } from './use-submission-steps';

/** Marks the link Shift+N follows; following the link itself lets the demo area keep it inside the demo. */
export const NEXT_SUBMISSION_LINK = 'next-submission';

function StepLink({ to, label, id }: { to: string | null; label: string; id?: string }) {
  if (!to)
    return (
      <Button size="sm" variant="outline" disabled>
        {label}
      </Button>
    );
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={to} id={id}>
        {label}
      </RouterLink>
    </Button>
  );
}

/** "Previous submission", "3 of 24", "Next submission": the way through an assignment's essays. */
export function SubmissionStepper({ studentName, steps }: { studentName: string; steps: SubmissionSteps }) {
  return (
    <HStack as="nav" aria-label="Submissions of this assignment" gap="3" wrap="wrap">
      <StepLink to={steps.previousPath} label="Previous submission" />
      {/* On a phone the name takes its own line above the two buttons, which then sit side by side. */}
      <Text
        as="span"
        textStyle="sm"
        aria-live="polite"
        order={{ base: -1, md: 0 }}
        flexBasis={{ base: 'full', md: 'auto' }}
      >
        {studentName}
        {steps.position !== null && `, ${steps.position} of ${steps.total}`}
        {steps.loading && ', finding the other essays…'}
      </Text>
      {steps.failed && (
        <HStack gap="2" role="alert">
          <Text as="span" textStyle="sm" color="fg.error">
            The other essays could not be loaded.
          </Text>
          <Button size="xs" variant="outline" onClick={steps.retry}>
            Try again
          </Button>
        </HStack>
      )}
      <StepLink to={steps.nextPath} label="Next submission" id={NEXT_SUBMISSION_LINK} />
      <Checkbox.Root
        size="sm"
        checked={steps.awaitingOnly}
        onCheckedChange={(event) => steps.setAwaitingOnly(event.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Only essays awaiting review</Checkbox.Label>
      </Checkbox.Root>
    </HStack>
  );
}
