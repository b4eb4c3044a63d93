import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Rich text as people wrote it (lessons, instructions, essays): Chakra's preflight strips the browser's
 * own spacing, headings, list markers and quotes, and they are needed back wherever it is read.
 */
export const proseStyles: SystemStyleObject = {
  '& > * + *': { marginTop: '3' },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold' },
  '& ul': { paddingInlineStart: '6', listStyleType: 'disc' },
  '& ol': { paddingInlineStart: '6', listStyleType: 'decimal' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '4', color: 'fg.muted' },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { borderWidth: '1px', paddingX: '2', paddingY: '1' },
};
