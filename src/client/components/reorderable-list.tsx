import { Box, Button, Flex, type FlexProps, HStack, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { MoveButtons } from './move-buttons';

type Direction = -1 | 1;

interface Move {
  id: number;
  by: Direction;
  /** The order the move makes; focus waits until the list shows it. */
  orderedIds: number[];
}

/** The ids once the item `id` has swapped places with its neighbour above (-1) or below (1); null at either end. */
export function movedIds(items: readonly { id: number }[], id: number, by: Direction): number[] | null {
  const ids = items.map((item) => item.id);
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to], ids[from]];
  return ids;
}

/** Where an entry stands in its list (from 1, of `count`), and the way to move it. */
export interface ListPlace {
  place: number;
  count: number;
  onMove: (by: Direction) => void;
}

interface ReorderableListProps<Item extends { id: number }> {
  /** Names the list: 'Lessons in order'. */
  label: string;
  /** The items in the order shown. */
  items: readonly Item[];
  /** Sends the new order; answers whether it was kept (a refusal has been reported already). */
  reorder: (orderedIds: number[]) => Promise<boolean>;
  /** What is announced once an item has moved: "'Claims' is now lesson 2 of 3." */
  movedMessage: (item: Item, place: number, count: number) => string;
  /** One entry (a ReorderableItem), given where it stands and the way to move it. */
  children: (item: Item, at: ListPlace) => ReactNode;
}

/**
 * A list in an order people set. After a move, focus follows the moved item's button (or its other move
 * button once it reaches an end), so a keyboard user can press again, and the new place is announced.
 */
export function ReorderableList<Item extends { id: number }>(props: ReorderableListProps<Item>) {
  const { label, items, reorder, movedMessage, children } = props;
  const list = useRef<HTMLOListElement>(null);
  const [lastMove, setLastMove] = useState<Move | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    if (!lastMove || items.some((item, index) => item.id !== lastMove.orderedIds[index])) return;
    const moved = list.current?.querySelector(`[data-item-id="${lastMove.id}"]`);
    const same = moved?.querySelector<HTMLButtonElement>(`[data-move="${lastMove.by}"]`);
    const other = moved?.querySelector<HTMLButtonElement>(`[data-move="${-lastMove.by}"]`);
    (same && !same.disabled ? same : other)?.focus();
    setLastMove(null);
  }, [lastMove, items]);

  const onMove = async (item: Item, by: Direction) => {
    const orderedIds = movedIds(items, item.id, by);
    if (!orderedIds) return;
    setLastMove({ id: item.id, by, orderedIds });
    if (!(await reorder(orderedIds))) return setLastMove(null);
    setAnnouncement(movedMessage(item, orderedIds.indexOf(item.id) + 1, orderedIds.length));
  };

  return (
    <>
      <Stack asChild gap="3">
        <ol ref={list} aria-label={label}>
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {children(item, { place: index + 1, count: items.length, onMove: (by) => onMove(item, by) })}
            </Fragment>
          ))}
        </ol>
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}

interface ReorderableItemProps extends ListPlace {
  id: number;
  /** The item as a person reads it; every control names it for screen readers. */
  name: string;
  /** What the item shows: its heading and details. */
  summary: ReactNode;
  /** The space between the summary and the controls. */
  gap: FlexProps['gap'];
  /** Controls before the move buttons, e.g. a switch. */
  controls?: ReactNode;
  deleteButton: ReactNode;
  /** The form that edits the item, given the way to close it (the focus goes back to Edit). */
  editForm: (close: () => void) => ReactNode;
}

/** One entry of a ReorderableList, with the buttons that move, edit and delete it, each naming it. */
export function ReorderableItem({ id, name, place, count, onMove, ...props }: ReorderableItemProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setEditing(false);
    editButton.current?.focus();
  };

  const named = <VisuallyHidden> {name}</VisuallyHidden>;
  return (
    <Box as="li" data-item-id={id} borderWidth="1px" rounded="md" p="4">
      <Flex justify="space-between" align="center" gap={props.gap} wrap="wrap">
        {props.summary}
        <HStack gap="2" wrap="wrap">
          {props.controls}
          <MoveButtons place={place} count={count} onMove={onMove} named={named} />
          <Button
            ref={editButton}
            size="sm"
            variant="outline"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            Edit{named}
          </Button>
          {props.deleteButton}
        </HStack>
      </Flex>
      {editing && <Box mt="4">{props.editForm(close)}</Box>}
    </Box>
  );
}
