import { Box, Flex, HStack, Link, SkipNavLink } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { homePathFor } from '../../lib/route-areas';
import { PRODUCT_NAME } from '../app-info';
import { useAppSelector } from '../hooks';
import { selectUserState } from '../session';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const userState = useAppSelector(selectUserState);
  const home = homePathFor(userState);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" px={{ base: '4', md: '8' }} py="3">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Flex align="center" justify="space-between" gap="4">
        <HStack gap="6">
          <Link asChild fontWeight="bold" fontSize="lg" color="colorPalette.fg">
            <NavLink to={home}>{PRODUCT_NAME}</NavLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap="4">
            <Link asChild>
              <NavLink to={home}>Dashboard</NavLink>
            </Link>
            <Link asChild>
              <NavLink to="/apps/user/profile">Profile</NavLink>
            </Link>
          </HStack>
        </HStack>
        <UserMenu />
      </Flex>
    </Box>
  );
}
