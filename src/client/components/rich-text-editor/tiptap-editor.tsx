import { Box } from '@chakra-ui/react';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cleanPastedHtml, sanitize } from '../../lib/sanitize';
import { editorCss } from './editor-styles';
import { EditorToolbar } from './editor-toolbar';
import type { RichTextEditorProps } from './index';
import { PassageMarks, withPassages } from './passage-marks';

interface TiptapEditorProps extends RichTextEditorProps {
  id: string;
  minHeight: string;
  labelledBy: string;
  describedBy?: string;
}

// Headings start at h2: the page around the editor owns h1. Links have no control in the toolbar.
const extensions = [StarterKit.configure({ heading: { levels: [2, 3] }, link: false }), PassageMarks];

/** An empty editor still holds one paragraph; callers should see nothing written as ''. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : sanitize(editor.getHTML()));

/** The TipTap implementation behind RichTextEditor, loaded lazily by index.tsx. */
export default function TiptapEditor(props: TiptapEditorProps) {
  const { id, label, value, onChange, invalid, disabled, minHeight, labelledBy, describedBy, passages } =
    props;
  // What this editor reported since the caller last caught up: React may hand back an older report while
  // typing goes on, and only a value changed from outside (a restored draft) may replace the document.
  const reported = useRef<string[]>([]);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const latestPassages = useRef(passages);
  latestPassages.current = passages;
  // Options that change between renders make TipTap re-apply them, which resets the view mid-keystroke;
  // later values reach the document through setContent below.
  const [initialContent] = useState(() => sanitize(value));

  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-invalid': invalid ? 'true' : 'false',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(disabled ? { 'aria-disabled': 'true' } : {}),
      },
      // Pasted HTML loses its style attributes before any parser meets them (the strict CSP refuses
      // them, even in a detached document) and is cleaned before ProseMirror reads it.
      transformPastedHTML: cleanPastedHtml,
    }),
    [id, labelledBy, describedBy, invalid, disabled],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    // The strict CSP refuses style tags without the nonce; the styles come through emotion instead.
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      reported.current.push(html);
      latestOnChange.current(html, current.getText({ blockSeparator: '\n\n' }));
    },
  });

  // Under StrictMode React runs an effect twice with the same render, by which time TipTap may have
  // destroyed that render's editor for a new one; the new one brings its own render and effect.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const echoes = reported.current;
    if (echoes.includes(value)) {
      if (value === echoes.at(-1)) reported.current = [];
      return;
    }
    reported.current = [];
    const wanted = sanitize(value);
    if (wanted !== htmlOf(editor)) {
      editor.commands.setContent(wanted, { emitUpdate: false });
      // A whole new text: the marked passages are looked for again in it.
      const marked = latestPassages.current;
      if (marked?.length) editor.view.dispatch(withPassages(editor.state.tr, marked));
    }
  }, [editor, value]);

  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.view.dispatch(withPassages(editor.state.tr, passages ?? []));
  }, [editor, passages]);

  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Box css={editorCss(minHeight)} data-disabled={disabled || undefined}>
      <EditorToolbar editor={editor} label={label} disabled={disabled} />
      <EditorContent editor={editor} />
    </Box>
  );
}
