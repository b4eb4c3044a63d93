import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { accessDeniedMessage, recommendedActions } from '../lib/access-denied';
import type { UserState } from '../lib/user-state';

/** Section 6: the access-denied message for the person's state and what they can do next. */
export function AccessDenied({ userState, note }: { userState: UserState; note?: string }) {
  const { pathname } = useLocation();
  // An action that leads to the page already open is no action.
  const actions = recommendedActions(userState).filter((action) => action.to !== pathname);
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3">
        <Alert.Title>{accessDeniedMessage(userState)}</Alert.Title>
        {note && <Alert.Description>{note}</Alert.Description>}
        <HStack gap="3" wrap="wrap">
          {actions.map((action) =>
            action.to ? (
              <Button key={action.label} asChild size="sm" variant="outline">
                <RouterLink to={action.to}>{action.label}</RouterLink>
              </Button>
            ) : (
              <Text key={action.label} fontSize="sm" fontWeight="medium">
                {action.label}
              </Text>
            ),
          )}
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
