import { Box, Flex, HStack, Link, SkipNavLink } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { homePathFor } from '../../lib/route-areas';
import { PRODUCT_NAME } from '../app-info';
import { useAppSelector } from '../hooks';
import { selectUserState } from '../session';
import { DeferredUserMenu } from './deferred-user-menu';
import { mainNavigationFor } from './main-navigation';

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
          <HStack as="nav" aria-label="Main" gap="4" wrap="wrap">
            {mainNavigationFor(userState, home).map((entry) => (
              <Link asChild key={entry.to}>
                <NavLink to={entry.to} end={entry.to === home}>
                  {entry.label}
                </NavLink>
              </Link>
            ))}
          </HStack>
        </HStack>
        <DeferredUserMenu />
      </Flex>
    </Box>
  );
}
