import { Card, Link, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

interface AdminStatCardProps {
  label: string;
  value: number;
  /**
   * Where the reader goes to act on the number, e.g. the pending users for 'Pending approval'; a '#id'
   * is a part of the dashboard itself, reached by the browser's own jump.
   */
  to?: string;
  help?: string;
}

/** One number of the admin dashboard, with its label read before it. */
export function AdminStatCard({ label, value, to, help }: AdminStatCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>
            {to?.startsWith('#') ? (
              <Link href={to}>{label}</Link>
            ) : to ? (
              <Link asChild>
                <RouterLink to={to}>{label}</RouterLink>
              </Link>
            ) : (
              label
            )}
          </Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
        {/* Outside the list: a definition list may only hold dt and dd. */}
        {help && (
          <Text textStyle="xs" color="fg.muted" mt="1">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
