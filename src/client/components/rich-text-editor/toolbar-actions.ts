import type { SystemStyleObject } from '@chakra-ui/react';
import type { Editor } from '@tiptap/react';

export interface ToolbarAction {
  name: string;
  /** What the button shows; its accessible name is `name`. */
  glyph: string;
  glyphCss?: SystemStyleObject;
  run: (editor: Editor) => void;
  /** Toggles report whether they are on at the cursor (aria-pressed); plain actions leave it out. */
  isActive?: (editor: Editor) => boolean;
  /** Actions that can have nothing to do (undo with no history) say so. */
  isAvailable?: (editor: Editor) => boolean;
}

const focused = (editor: Editor) => editor.chain().focus();

/** The formatting an essay or a lesson needs, in toolbar order. */
export const TOOLBAR_ACTIONS: ToolbarAction[] = [
  {
    name: 'Bold',
    glyph: 'B',
    glyphCss: { fontWeight: 'bold' },
    run: (editor) => focused(editor).toggleBold().run(),
    isActive: (editor) => editor.isActive('bold'),
  },
  {
    name: 'Italic',
    glyph: 'I',
    glyphCss: { fontStyle: 'italic', fontFamily: 'serif' },
    run: (editor) => focused(editor).toggleItalic().run(),
    isActive: (editor) => editor.isActive('italic'),
  },
  {
    name: 'Heading 2',
    glyph: 'H2',
    run: (editor) => focused(editor).toggleHeading({ level: 2 }).run(),
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
  },
  {
    name: 'Heading 3',
    glyph: 'H3',
    run: (editor) => focused(editor).toggleHeading({ level: 3 }).run(),
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
  },
  {
    name: 'Bullet list',
    glyph: '•',
    run: (editor) => focused(editor).toggleBulletList().run(),
    isActive: (editor) => editor.isActive('bulletList'),
  },
  {
    name: 'Numbered list',
    glyph: '1.',
    run: (editor) => focused(editor).toggleOrderedList().run(),
    isActive: (editor) => editor.isActive('orderedList'),
  },
  {
    name: 'Quote',
    glyph: '“”',
    run: (editor) => focused(editor).toggleBlockquote().run(),
    isActive: (editor) => editor.isActive('blockquote'),
  },
  {
    name: 'Undo',
    glyph: '↶',
    run: (editor) => focused(editor).undo().run(),
    isAvailable: (editor) => editor.can().undo(),
  },
  {
    name: 'Redo',
    glyph: '↷',
    run: (editor) => focused(editor).redo().run(),
    isAvailable: (editor) => editor.can().redo(),
  },
];
