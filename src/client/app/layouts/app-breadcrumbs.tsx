import { Breadcrumb, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { buildBreadcrumbs } from '../../lib/breadcrumbs';
import { useAppSelector } from '../hooks';
import { useBreadcrumbLookups } from './use-breadcrumb-lookups';

// Section 2: 'Breadcrumb Error' shows only in debug mode, which development builds are.
const DEBUG = process.env.NODE_ENV === 'development';

/** Section 2 ("Breadcrumbs"): the trail of the current route; the last crumb is the page itself. */
export function AppBreadcrumbs() {
  const { pathname, search } = useLocation();
  const role = useAppSelector((state) => state.auth.userRole);
  const lookups = useBreadcrumbLookups(pathname, role === 'admin');
  const crumbs = buildBreadcrumbs({ pathname, search, role, debug: DEBUG, lookups });
  return (
    <Breadcrumb.Root mb="6" aria-label="Breadcrumb">
      <Breadcrumb.List>
        {crumbs.map((crumb, i) => (
          <Fragment key={`${crumb.label}:${crumb.to ?? ''}`}>
            {i > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item>
              {crumb.to && !crumb.disabled ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                </Breadcrumb.Link>
              ) : crumb.disabled ? (
                <Text as="span" aria-current="page" aria-disabled="true" fontWeight="medium">
                  {crumb.label}
                </Text>
              ) : (
                <span>{crumb.label}</span>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
