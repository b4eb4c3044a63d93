import { Box, Container, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { AppFooter } from './app-footer';

/** Section 2: the auth area has a blank layout, with no header or navigation. */
export function BlankLayout() {
  return (
    <Flex minHeight="100vh" direction="column" bg="bg.subtle">
      <Box as="main" flex="1" py={{ base: '8', md: '16' }}>
        <Container maxWidth="lg">
          <Suspense fallback={<LoadingSpinner />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <AppFooter />
    </Flex>
  );
}
