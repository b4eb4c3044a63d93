import { Badge, Spinner } from '@chakra-ui/react';
import type { DraftStatus } from '../../../../shared/contract';
import { DRAFT_STATUS_LABELS, isDrafting } from '../draft-progress';

const PALETTES: Record<DraftStatus, string> = {
  queued: 'blue',
  running: 'blue',
  ready: 'green',
  failed: 'red',
};

/** Where the engine's draft stands: 'Drafting…' while it works, 'Draft ready' or 'Draft failed' after. */
export function DraftStatusBadge({ status }: { status: DraftStatus }) {
  return (
    <Badge colorPalette={PALETTES[status]} data-status={status}>
      {isDrafting(status) && <Spinner size="xs" aria-hidden="true" />}
      {DRAFT_STATUS_LABELS[status]}
    </Badge>
  );
}
