import { Link, type LinkProps, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** A link to another screen of the application, styled as a link and followed without a page load. */
export function AppLink({ to, children, ...props }: LinkProps & { to: string }) {
  return (
    <Link asChild {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** 'Edit', leading to a thing's edit page; screen readers hear which thing ('Edit Evidence'). */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <AppLink to={to}>
      Edit<VisuallyHidden> {name}</VisuallyHidden>
    </AppLink>
  );
}
