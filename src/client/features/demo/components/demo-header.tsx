import { Alert, Box, Container, HStack, Link, Stack } from '@chakra-ui/react';
import { NavLink, Link as RouterLink } from 'react-router';
import { DEMO_HOME, DEMO_SCREENS, demoHref } from '../demo-screens';

const NAV_LINKS = [
  { href: DEMO_HOME, title: 'UI Showcase' },
  ...DEMO_SCREENS.map((screen) => ({ href: demoHref(screen), title: screen.title })),
];

/** The banner every demo screen carries, and the way between them. */
export function DemoHeader() {
  return (
    <Box as="header" borderBottomWidth="1px" py="4">
      <Container maxWidth="5xl">
        <Stack gap="3">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Demo: sample data, nothing is saved</Alert.Title>
              <Alert.Description>
                Every screen here is the product itself, answering from made-up data.{' '}
                <Link asChild variant="underline">
                  <RouterLink to="/auth/login">Sign in</RouterLink>
                </Link>{' '}
                to use your own.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <nav aria-label="Demo screens">
            <HStack as="ul" listStyleType="none" gap="4" wrap="wrap">
              {NAV_LINKS.map(({ href, title }) => (
                <li key={href}>
                  <Link asChild _currentPage={{ fontWeight: 'semibold', textDecoration: 'underline' }}>
                    <NavLink to={href} end>
                      {title}
                    </NavLink>
                  </Link>
                </li>
              ))}
            </HStack>
          </nav>
        </Stack>
      </Container>
    </Box>
  );
}
