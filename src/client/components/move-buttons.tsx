import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface MoveButtonsProps {
  /** Place in the list, from 1. */
  place: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  /** Visually hidden words that name the item for screen readers ("Move up: Claims"). */
  named: ReactNode;
}

/**
 * Reordering by keyboard as well as by pointer: the buttons keep `data-move`, so a list can put the
 * focus back on the moved item's button once it has moved.
 */
export function MoveButtons({ place, count, onMove, named }: MoveButtonsProps) {
  return (
    <>
      <Button size="sm" variant="ghost" data-move="-1" disabled={place === 1} onClick={() => onMove(-1)}>
        Move up{named}
      </Button>
      <Button size="sm" variant="ghost" data-move="1" disabled={place === count} onClick={() => onMove(1)}>
        Move down{named}
      </Button>
    </>
  );
}
