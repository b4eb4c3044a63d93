import { Badge, Button, Card, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectAuth } from '../../../app/session';
import { PageHeader } from '../../../components/page-header';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { roleLabel, statusLabel } from '../../../lib/role-display';
import { NotificationSettingsCard } from './notification-settings';

/** /apps/user/profile: who the person is to the product (section 3, User). */
export function ProfilePage() {
  const { username, email, userRole, userStatus, emailVerified } = useAppSelector(selectAuth);
  const name = username ?? '';
  return (
    <Stack gap="6">
      <PageHeader title="Your profile" />
      <Card.Root>
        <Card.Body>
          <Stack gap="6">
            <HStack gap="4">
              <UserAvatar username={name} role={userRole} size="xl" />
              <Stack gap="0">
                <Text fontSize="xl" fontWeight="semibold">
                  {name}
                </Text>
                <Text color="fg.muted">{roleLabel(userRole)}</Text>
              </Stack>
            </HStack>
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>Username</DataList.ItemLabel>
                <DataList.ItemValue>{name}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>E-mail</DataList.ItemLabel>
                <DataList.ItemValue>
                  <HStack gap="2" wrap="wrap">
                    <Text wordBreak="break-word">{email}</Text>
                    <Badge colorPalette={emailVerified ? 'green' : 'orange'}>
                      {emailVerified ? 'Verified' : 'Unverified'}
                    </Badge>
                  </HStack>
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Role</DataList.ItemLabel>
                <DataList.ItemValue>{roleLabel(userRole)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Status</DataList.ItemLabel>
                <DataList.ItemValue>{statusLabel(userStatus)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Button asChild alignSelf="flex-start">
        <RouterLink to={paths.editProfile()}>Edit profile</RouterLink>
      </Button>
      <NotificationSettingsCard instructor={userRole === 'admin'} />
    </Stack>
  );
}
