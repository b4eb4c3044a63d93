import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * A comment's number drawn after its passage from an attribute (`content: attr(…)`), superscript: over
 * the essay a student reads and in the editor they revise in, so the text itself stays unchanged.
 */
export const commentNumberAfter = (attribute: string): SystemStyleObject => ({
  content: `attr(${attribute})`,
  fontSize: '0.7em',
  fontWeight: 'bold',
  verticalAlign: 'super',
  lineHeight: '0',
  marginInlineStart: '0.5',
  color: 'fg',
});
