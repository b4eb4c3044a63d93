import { Breadcrumb, Text, useBreakpointValue } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink, useLocation, useMatches } from 'react-router';
import { breadcrumbRouteOf } from '../../lib/breadcrumb-routes';
import { buildBreadcrumbs, type Crumb, collapseTrail } from '../../lib/breadcrumbs';
import { useAppSelector } from '../hooks';
import { useBreadcrumbLookups } from './use-breadcrumb-lookups';

// Section 2: 'Breadcrumb Error' shows only in debug mode, which development builds are.
const DEBUG = process.env.NODE_ENV === 'development';

/** A crumb never breaks inside a word: a long one is cut short with an ellipsis, its title the whole. */
const CUT_SHORT = { display: 'block', truncate: true, maxWidth: { md: '32rem' } } as const;

function CrumbLabel({ crumb }: { crumb: Crumb }) {
  if (crumb.to && !crumb.disabled) {
    return (
      <Breadcrumb.Link asChild {...CUT_SHORT} title={crumb.label}>
        <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
      </Breadcrumb.Link>
    );
  }
  if (crumb.disabled) {
    return (
      <Text
        as="span"
        aria-current="page"
        aria-disabled="true"
        fontWeight="medium"
        {...CUT_SHORT}
        title={crumb.label}
      >
        {crumb.label}
      </Text>
    );
  }
  return (
    <Text as="span" {...CUT_SHORT} title={crumb.label}>
      {crumb.label}
    </Text>
  );
}

/** The ellipsis a phone shows for the crumbs it leaves out; it leads to the nearest of them. */
function EarlierCrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const nearest = crumbs.findLast((crumb) => crumb.to && !crumb.disabled);
  const whole = crumbs.map((crumb) => crumb.label).join(' › ');
  return (
    <Breadcrumb.Item flexShrink="0">
      {nearest?.to ? (
        <Breadcrumb.Link asChild title={whole}>
          <RouterLink to={nearest.to} aria-label={nearest.label}>
            …
          </RouterLink>
        </Breadcrumb.Link>
      ) : (
        <Text as="span" title={whole}>
          …
        </Text>
      )}
    </Breadcrumb.Item>
  );
}

/**
 * Section 2 ("Breadcrumbs"): the trail of the current route, as its row of the screen table declares
 * it; the last crumb is the page itself. Wide screens show it whole, wrapping between crumbs; a phone
 * shows '… › parent › current' on one line.
 */
export function AppBreadcrumbs() {
  const { pathname, search } = useLocation();
  const page = useMatches().at(-1);
  const screen = page ? breadcrumbRouteOf(page) : null;
  const role = useAppSelector((state) => state.auth.userRole);
  const lookups = useBreadcrumbLookups(screen, role === 'admin');
  const crumbs = buildBreadcrumbs({ pathname, search, role, debug: DEBUG, lookups, screen });
  // Asked of the screen in the first render (not `ssr`'s guess), so a phone never draws the whole trail first.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const { earlier, shown } = phone ? collapseTrail(crumbs) : { earlier: [], shown: crumbs };
  return (
    <Breadcrumb.Root mb="6" aria-label="Breadcrumb">
      <Breadcrumb.List flexWrap={phone ? 'nowrap' : 'wrap'} rowGap="1" wordBreak="normal">
        {earlier.length > 0 && <EarlierCrumbs crumbs={earlier} />}
        {shown.map((crumb, i) => (
          <Fragment key={`${crumb.label}:${crumb.to ?? ''}`}>
            {(i > 0 || earlier.length > 0) && <Breadcrumb.Separator flexShrink="0" />}
            <Breadcrumb.Item minWidth="0">
              <CrumbLabel crumb={crumb} />
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
