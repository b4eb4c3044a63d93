import { Button, HStack } from '@chakra-ui/react';
import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { TOOLBAR_ACTIONS } from './toolbar-actions';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The WAI-ARIA toolbar pattern: one Tab stop, arrow keys, Home and End move between the buttons. Undo and
 * redo stay focusable when there is nothing to undo (aria-disabled), so the arrows never skip a stop.
 */
export function EditorToolbar({
  editor,
  label,
  disabled,
}: {
  editor: Editor;
  label: string;
  disabled?: boolean;
}) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const states = useEditorState({
    editor,
    selector: ({ editor: live }) =>
      TOOLBAR_ACTIONS.map((action) => ({
        pressed: action.isActive?.(live),
        available: action.isAvailable?.(live) ?? true,
      })),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(current, TOOLBAR_ACTIONS.length);
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <HStack
      role="toolbar"
      aria-label={`${label} formatting`}
      gap="1"
      wrap="wrap"
      mb="1.5"
      onKeyDown={onKeyDown}
    >
      {TOOLBAR_ACTIONS.map((action, index) => {
        const { pressed, available } = states[index];
        return (
          <Button
            key={action.name}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            size="xs"
            minWidth="8"
            css={action.glyphCss}
            variant={pressed ? 'solid' : 'ghost'}
            aria-label={action.name}
            aria-pressed={pressed}
            aria-disabled={!available || undefined}
            disabled={disabled}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setCurrent(index)}
            // A pointer press must not pull focus (and the selection) out of the text being formatted.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => available && action.run(editor)}
          >
            {action.glyph}
          </Button>
        );
      })}
    </HStack>
  );
}
