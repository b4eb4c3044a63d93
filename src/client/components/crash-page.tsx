import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { paths } from '../lib/paths';

/**
 * Shown when a screen fails to render or its code cannot be loaded (often a dropped connection). The
 * essay drafts are in browser storage already, so a reload loses nothing typed.
 */
export function CrashPage() {
  return (
    <Stack as="main" gap="4" align="center" textAlign="center" py="12" px="4">
      <Heading as="h1" size="2xl">
        Something went wrong
      </Heading>
      <Text color="fg.muted" maxW="lg">
        This screen could not be shown. Anything you typed in an essay is kept as a draft on this device.
        Reload the page to try again.
      </Text>
      <HStack>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <a href={paths.root()}>Go to the home page</a>
        </Button>
      </HStack>
    </Stack>
  );
}
