import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The rubric grid measures the room the Grade tab gives it, not the window: beside the essay the tab is
 * a third of a laptop's width, alone on a tablet it is the whole. Sizes in rem, as container queries
 * read them.
 */
const CELL = 7.5;
const GAP = 0.5;
const HEADER = 10;
/** From this width each criterion's title stands in a column of its own, left of its levels. */
export const HEADER_BESIDE = 44;

const room = (width: number) => (width >= HEADER_BESIDE ? width - HEADER - GAP * 2 : width);
const fits = (columns: number, width: number) => columns * CELL + (columns - 1) * GAP <= room(width);

/** All levels in one row where they fit, else in two even rows, else two or one to a row. */
function columnsAt(width: number, levels: number): number {
  const choices = [levels, Math.ceil(levels / 2), Math.min(levels, 2), 1];
  return choices.find((columns) => fits(columns, width)) ?? 1;
}

const repeat = (columns: number) => ({ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` });

/** The columns of one criterion's level cells at every width of the rubric. */
export function levelColumns(levels: number): SystemStyleObject {
  const widths = new Set<number>([HEADER_BESIDE]);
  for (let columns = 1; columns <= levels; columns++) {
    const needed = columns * CELL + (columns - 1) * GAP;
    widths.add(needed);
    widths.add(needed + HEADER + GAP * 2);
  }
  const style: Record<string, unknown> = repeat(columnsAt(0, levels));
  let before = columnsAt(0, levels);
  for (const width of [...widths].sort((a, b) => a - b)) {
    const columns = columnsAt(width, levels);
    if (columns === before) continue;
    style[`@container (min-width: ${width}rem)`] = repeat(columns);
    before = columns;
  }
  return style as SystemStyleObject;
}

/** A criterion's row: its title above its levels, or beside them once there is room. */
export const criterionRow: SystemStyleObject = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: `${GAP * 2}rem`,
  rowGap: '2',
  [`@container (min-width: ${HEADER_BESIDE}rem)`]: {
    gridTemplateColumns: `${HEADER}rem minmax(0, 1fr)`,
  },
};

/** What goes under a row's levels (the suggestion, the comment) lines up with them. */
export const underLevels: SystemStyleObject = {
  [`@container (min-width: ${HEADER_BESIDE}rem)`]: {
    marginInlineStart: `${HEADER + GAP * 2}rem`,
  },
};
