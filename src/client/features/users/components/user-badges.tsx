import { Badge } from '@chakra-ui/react';
import type { User } from '../../../../shared/contract';
import { statusLabel } from '../../../lib/role-display';

const STATUS_PALETTE: Record<User['status'], string> = {
  approved: 'green',
  pending: 'orange',
  rejected: 'red',
};

/** Section 4 hangs access on status approved, so the table makes the three states easy to tell apart. */
export function StatusBadge({ status }: { status: User['status'] }) {
  return <Badge colorPalette={STATUS_PALETTE[status]}>{statusLabel(status)}</Badge>;
}

/** Section 4: an unverified e-mail blocks everything else, so it stands out. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge colorPalette="green">Verified</Badge>
  ) : (
    <Badge colorPalette="gray">Not verified</Badge>
  );
}
