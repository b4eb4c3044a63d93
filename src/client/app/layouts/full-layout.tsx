import { Box, Container, Flex, SkipNavContent } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

/** Section 2: signed-in pages share a header with the product name and the user menu. */
export function FullLayout() {
  return (
    <Flex minHeight="100vh" direction="column">
      <AppHeader />
      <SkipNavContent />
      <Box as="main" flex="1" py="8">
        <Container maxWidth="5xl">
          <AppBreadcrumbs />
          <Suspense fallback={<LoadingSpinner />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <AppFooter />
    </Flex>
  );
}
