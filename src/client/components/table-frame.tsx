import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

/**
 * A table's own box: a table wider than the screen scrolls inside it, never the page. Its cells wrap
 * (Chakra's scroll area keeps them on one line), so a wide screen shows every column at once. It is
 * positioned so that the screen-reader-only text in its cells stays inside it: that text is placed
 * where it would have been drawn, and from a box that does not clip it, it would widen the page.
 */
export function TableFrame(props: TableScrollAreaProps) {
  return (
    <Table.ScrollArea position="relative" whiteSpace="normal" borderWidth="1px" rounded="md" {...props} />
  );
}

/** For a row's actions (header and cells): they stay in view at its end while the columns before scroll. */
export const ACTIONS_COLUMN = {
  position: 'sticky',
  insetInlineEnd: '0',
  zIndex: '1',
  bg: 'bg',
  boxShadow: 'inset 1px 0 0 {colors.border}',
} as const;
