import type { SystemStyleObject } from '@chakra-ui/react';
import { commentNumberAfter } from '../comment-number-style';
import { proseStyles } from '../prose-styles';

/**
 * ProseMirror's own required rules (TipTap injects them as a style tag, which the CSP refuses), the look
 * of Chakra's inputs, and the prose that Chakra's preflight resets to plain text.
 */
export const editorCss = (minHeight: string): SystemStyleObject => ({
  '& .ProseMirror': {
    position: 'relative',
    minHeight,
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'l2',
    bg: 'bg',
    wordWrap: 'break-word',
    whiteSpace: 'pre-wrap',
    fontVariantLigatures: 'none',
    fontFeatureSettings: '"liga" 0',
    outline: 'none',
    ...proseStyles,
    // Where text is written, headings keep their text style's line height; quotes sit closer to their rule.
    '& h2': { textStyle: 'xl', fontWeight: 'semibold' },
    '& h3': { textStyle: 'lg', fontWeight: 'semibold' },
    '& blockquote': { borderInlineStartWidth: '3px', ps: '3', color: 'fg.muted' },
    '& [contenteditable="false"]': { whiteSpace: 'normal' },
  },
  // A passage being worked on (a released comment's), and its comment's number after it.
  '& .passage-mark': {
    bg: 'orange.subtle',
    borderBottomWidth: '2px',
    borderBottomColor: 'orange.solid',
  },
  '& [data-passage-number]::after': commentNumberAfter('data-passage-number'),
  '& .ProseMirror:focus-visible': {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '0',
  },
  '& .ProseMirror[aria-invalid="true"]': { borderColor: 'border.error' },
  '& .ProseMirror[contenteditable="false"]': { bg: 'bg.muted', color: 'fg.muted', cursor: 'not-allowed' },
  '& .ProseMirror-hideselection *::selection': { bg: 'transparent' },
  '& .ProseMirror-hideselection': { caretColor: 'transparent' },
  '& .ProseMirror-gapcursor': { display: 'none', pointerEvents: 'none', position: 'absolute' },
  '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
});
