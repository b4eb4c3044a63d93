import { Alert, Card, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PRODUCT_NAME } from '../../../app/app-info';
import type { SignIn } from '../sign-in';
import { type AuthMode, authModeOf } from './auth-mode';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

interface AuthPageProps {
  /** The tab shown: the address's `mode` (see auth-mode.ts). */
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  signIn: SignIn;
}

/**
 * Section 2: one screen for sign-in and registration; `mode=register` selects the second. It knows
 * neither the router nor the store, so the light sign-in page and the running app show the same screen.
 */
export function AuthPage({ mode, onModeChange, signIn }: AuthPageProps) {
  const [registeredMessage, setRegisteredMessage] = useState<string | null>(null);

  const selectMode = (next: string) => onModeChange(authModeOf(next));
  // The server's sentence says the account exists and where the link went; said once, beside the form
  // the person uses next, and kept there rather than in a toast that leaves before the e-mail arrives.
  const onRegistered = (message: string) => {
    setRegisteredMessage(message);
    selectMode('login');
  };

  return (
    <Stack gap="6">
      <Stack gap="1" textAlign="center">
        <Heading as="h1" size="2xl">
          {PRODUCT_NAME}
        </Heading>
        <Text color="fg.muted">A place to teach writing.</Text>
      </Stack>
      <Card.Root>
        <Card.Body>
          <Tabs.Root
            value={mode}
            onValueChange={(details) => selectMode(details.value)}
            fitted
            variant="line"
          >
            <Tabs.List>
              <Tabs.Trigger value="login">Sign in</Tabs.Trigger>
              <Tabs.Trigger value="register">Register</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" pt="6">
              <Stack gap="4">
                {registeredMessage && (
                  <Alert.Root status="success" role="status">
                    <Alert.Indicator />
                    <Alert.Title>{registeredMessage}</Alert.Title>
                  </Alert.Root>
                )}
                <SignInForm signIn={signIn} />
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="register" pt="6">
              <RegisterForm onRegistered={onRegistered} />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
