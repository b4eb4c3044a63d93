import { HStack, Spinner, Text } from '@chakra-ui/react';

/** Stands where the editor will be, the same height, so the form does not jump when it arrives. */
export function EditorLoading({ label, minHeight }: { label: string; minHeight: string }) {
  const sentence = `Loading the editor for ${label}…`;
  return (
    <HStack
      role="status"
      aria-label={sentence}
      aria-live="polite"
      minHeight={minHeight}
      borderWidth="1px"
      rounded="l2"
      px="3"
      gap="2"
      color="fg.muted"
    >
      <Spinner size="sm" />
      <Text textStyle="sm">{sentence}</Text>
    </HStack>
  );
}
