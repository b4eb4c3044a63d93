import { Box, Container, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';

/** Section 2: the auth area has a blank layout, with no header or navigation. */
export function BlankFrame({ children }: { children: ReactNode }) {
  return (
    <Flex minHeight="100vh" direction="column" bg="bg.subtle">
      <Box as="main" flex="1" py={{ base: '8', md: '16' }}>
        <Container maxWidth="lg">{children}</Container>
      </Box>
      <AppFooter />
    </Flex>
  );
}
