import { Box, Flex, HStack, Link, SkipNavLink } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { CollapsedNavigation } from '../../components/collapsed-navigation';
import { useGetAdminDashboardQuery } from '../../features/dashboard';
import { homePathFor } from '../../lib/route-areas';
import { PRODUCT_NAME } from '../app-info';
import { useAppSelector } from '../hooks';
import { selectUserState } from '../session';
import { DeferredUserMenu } from './deferred-user-menu';
import { mainNavigationFor } from './main-navigation';

/**
 * Section 2's header: the product name, the main navigation and the user menu. Below the `lg`
 * breakpoint the admin's nine links no longer fit one row, so they move into a drawer behind a menu
 * button and the header stays one row high.
 */
export function AppHeader() {
  const userState = useAppSelector(selectUserState);
  const home = homePathFor(userState);
  // Accounts waiting for approval are counted on the admin's dashboard numbers, kept in the cache.
  const { data: dashboard } = useGetAdminDashboardQuery(undefined, { skip: userState !== 'admin' });
  const counts = { pendingUsers: dashboard?.users.pending, siteAdmin: dashboard?.site_admin };
  const links = mainNavigationFor(userState, home, counts).map((entry) => ({
    ...entry,
    end: entry.to === home,
  }));
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" px={{ base: '4', md: '8' }} py="3">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Flex align="center" justify="space-between" gap="4">
        <HStack gap={{ base: '2', lg: '6' }}>
          <CollapsedNavigation title="Menu" label="Main" links={links} hideFrom="lg" />
          <Link asChild fontWeight="bold" fontSize="lg" color="colorPalette.fg">
            <NavLink to={home}>{PRODUCT_NAME}</NavLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap="4" wrap="wrap" hideBelow="lg">
            {links.map((entry) => (
              <Link asChild key={entry.to} whiteSpace="nowrap">
                <NavLink to={entry.to} end={entry.end}>
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
