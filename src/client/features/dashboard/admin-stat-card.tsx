import { Card, Link, Stat } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

interface AdminStatCardProps {
  label: string;
  value: number;
  /** Where the reader goes to act on the number, e.g. the pending users for 'Pending approval'. */
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
            {to ? (
              <Link asChild>
                <RouterLink to={to}>{label}</RouterLink>
              </Link>
            ) : (
              label
            )}
          </Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
          {/* A definition list may only hold dt and dd, so the note is a second dd of the value. */}
          {help && (
            <Stat.HelpText asChild>
              <dd>{help}</dd>
            </Stat.HelpText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
