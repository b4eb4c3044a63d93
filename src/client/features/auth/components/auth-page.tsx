import { Alert, Card, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../app/app-info';
import { toaster } from '../../../components/app-toaster';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

type Mode = 'login' | 'register';

/** Section 2: one screen for sign-in and registration; `mode=register` selects the second. */
export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'register' ? 'register' : 'login';
  const [registeredMessage, setRegisteredMessage] = useState<string | null>(null);

  const selectMode = (next: string) => setSearchParams(next === 'register' ? { mode: 'register' } : {});
  const onRegistered = (message: string) => {
    setRegisteredMessage(message);
    toaster.create({ type: 'success', title: 'Account created.', description: message });
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
                <SignInForm />
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
