import { Alert, Box, Container, Flex, HStack, Link, Stack } from '@chakra-ui/react';
import { NavLink, Link as RouterLink } from 'react-router';
import { CollapsedNavigation } from '../../../components/collapsed-navigation';
import { paths } from '../../../lib/paths';
import { DEMO_HOME, DEMO_SCREENS, demoHref } from '../demo-screens';

const NAV_LINKS = [
  { to: DEMO_HOME, label: 'UI Showcase' },
  ...DEMO_SCREENS.map((screen) => ({ to: demoHref(screen), label: screen.title })),
].map((link) => ({ ...link, end: true }));

/**
 * The banner every demo screen carries, and the way between them. Narrow screens keep the banner to its
 * title and the way to sign in, and move the screens behind a menu button, as the product's header does.
 */
export function DemoHeader() {
  return (
    <Box as="header" borderBottomWidth="1px" py={{ base: '2', md: '4' }}>
      <Container maxWidth="5xl">
        <Stack gap="3">
          <Flex align="center" gap="2">
            <CollapsedNavigation title="Demo screens" label="Demo screens" links={NAV_LINKS} hideFrom="lg" />
            <Alert.Root status="info" size={{ base: 'sm', md: 'md' }} flex="1">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Demo: sample data, nothing is saved</Alert.Title>
                <Alert.Description>
                  <Box as="span" hideBelow="md">
                    Every screen here is the product itself, answering from made-up data.{' '}
                  </Box>
                  <Link asChild variant="underline">
                    <RouterLink to={paths.login()}>Sign in</RouterLink>
                  </Link>{' '}
                  to use your own.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          </Flex>
          <Box as="nav" aria-label="Demo screens" hideBelow="lg">
            <HStack as="ul" listStyleType="none" gap="4" wrap="wrap">
              {NAV_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link
                    asChild
                    whiteSpace="nowrap"
                    _currentPage={{ fontWeight: 'semibold', textDecoration: 'underline' }}
                  >
                    <NavLink to={to} end>
                      {label}
                    </NavLink>
                  </Link>
                </li>
              ))}
            </HStack>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
