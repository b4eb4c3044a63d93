import { Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId } from 'react';
import { EditorLoading } from './editor-loading';
import type { EditorPassage } from './passage-marks';

export type { EditorPassage };

export interface RichTextEditorProps {
  id?: string;
  /** Visible label, associated with the editable area (aria-labelledby). */
  label: string;
  /** HTML; when it changes from outside (e.g. a restored draft) the editor shows it. */
  value: string;
  /** `html` is sanitised (section 5) and empty when the editor is; `text` has blank lines between blocks. */
  onChange: (html: string, text: string) => void;
  invalid?: boolean;
  errorText?: string;
  helperText?: string;
  disabled?: boolean;
  minHeight?: string;
  /** Passages marked in the text and kept marked while it is edited (comments being worked through). */
  passages?: readonly EditorPassage[];
}

// TipTap and ProseMirror are large; loading them on first use keeps them out of the sign-in bundle.
const TiptapEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './tiptap-editor'));

/** A labelled rich-text field: the label and messages show at once, the editor itself when it loads. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { id: givenId, label, errorText, helperText, invalid, minHeight = '10rem' } = props;
  const generatedId = useId();
  const id = givenId ?? `rich-text-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = { label: `${id}-label`, error: `${id}-error`, helper: `${id}-helper` };
  const showError = Boolean(invalid && errorText);
  const describedBy = [showError && ids.error, helperText && ids.helper].filter(Boolean).join(' ');

  return (
    <Stack gap="1.5" data-invalid={invalid || undefined}>
      <Text as="span" id={ids.label} textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <Suspense fallback={<EditorLoading label={label} minHeight={minHeight} />}>
        <TiptapEditor
          {...props}
          id={id}
          minHeight={minHeight}
          labelledBy={ids.label}
          describedBy={describedBy || undefined}
        />
      </Suspense>
      {showError && (
        <Text id={ids.error} textStyle="xs" color="fg.error">
          {errorText}
        </Text>
      )}
      {helperText && (
        <Text id={ids.helper} textStyle="xs" color="fg.muted">
          {helperText}
        </Text>
      )}
    </Stack>
  );
}
