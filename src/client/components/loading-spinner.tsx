import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Announced to screen readers as well as shown, so nobody waits in silence. */
export function LoadingSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="colorPalette.solid" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
