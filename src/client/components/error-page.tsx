import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

interface ErrorPageProps {
  title: string;
  message: string;
  linkLabel: string;
  linkTo: string;
}

export function ErrorPage({ title, message, linkLabel, linkTo }: ErrorPageProps) {
  return (
    <Stack gap="4" align="center" textAlign="center" py="12">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{message}</Text>
      <Button asChild>
        <RouterLink to={linkTo}>{linkLabel}</RouterLink>
      </Button>
    </Stack>
  );
}
