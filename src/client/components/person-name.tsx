import { Text } from '@chakra-ui/react';
import { shownName } from '../../shared/rules/account';

interface PersonNameProps {
  person: { username: string; display_name?: string | null };
}

/**
 * A person as lists show them: the name they gave, with the username beside it in small type, since
 * two people may share a name but never a username. An anonymous label comes without a username.
 */
export function PersonName({ person }: PersonNameProps) {
  const name = shownName(person);
  return (
    <>
      <Text as="span" fontWeight="medium">
        {name}
      </Text>
      {person.username && name !== person.username && (
        <Text as="span" display="block" textStyle="xs" color="fg.muted" wordBreak="break-all">
          {person.username}
        </Text>
      )}
    </>
  );
}
