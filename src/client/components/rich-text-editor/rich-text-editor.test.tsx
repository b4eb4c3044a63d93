import { Button } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../../test/client/render-with-providers';
import { RichTextEditor, type RichTextEditorProps } from '.';

/** A caller as the forms are: it keeps the HTML, shows a live word count, and can restore a draft. */
function EssayField(props: Partial<RichTextEditorProps>) {
  const [html, setHtml] = useState(props.value ?? '');
  const [text, setText] = useState('');
  const words = text.split(/\s+/).filter(Boolean).length;
  return (
    <>
      <RichTextEditor
        label="Essay"
        helperText={`${words} words`}
        {...props}
        value={html}
        onChange={(nextHtml, nextText) => {
          setHtml(nextHtml);
          setText(nextText);
        }}
      />
      <Button onClick={() => setHtml('<p>The restored draft</p>')}>Restore draft</Button>
      <output aria-label="Saved HTML">{html}</output>
    </>
  );
}

const savedHtml = () => screen.getByRole('status', { name: 'Saved HTML' });

async function openEditor(props: Partial<RichTextEditorProps> = {}) {
  const view = renderWithProviders(<EssayField {...props} />);
  const editor = await screen.findByRole('textbox', { name: 'Essay' });
  return { ...view, editor };
}

describe('the rich-text editor', () => {
  it('shows a labelled placeholder while the editor loads', async () => {
    renderWithProviders(<EssayField />);
    expect(screen.getByRole('status', { name: 'Loading the editor for Essay…' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Essay' })).toHaveAttribute('aria-multiline', 'true');
  });

  it('reports sanitised HTML and the plain text as the person types', async () => {
    const { user, editor } = await openEditor();
    await user.click(editor);
    await user.keyboard('A claim needs evidence.{Enter}Cite it.');
    expect(savedHtml()).toHaveTextContent('<p>A claim needs evidence.</p><p>Cite it.</p>');
    expect(screen.getByText('6 words')).toBeInTheDocument();
    expect(editor).toHaveAccessibleDescription('6 words');
  });

  it('formats with the toolbar, which says which marks are on', async () => {
    const { user, editor } = await openEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Essay formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    await user.click(editor);
    await user.keyboard('Strong point');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(savedHtml()).toHaveTextContent('<p><strong>Strong point</strong></p>');
    await user.click(within(toolbar).getByRole('button', { name: 'Heading 2' }));
    expect(savedHtml()).toHaveTextContent('<h2><strong>Strong point</strong></h2>');
    await user.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    expect(savedHtml()).not.toHaveTextContent('<h2>');
    await user.click(within(toolbar).getByRole('button', { name: 'Redo' }));
    expect(savedHtml()).toHaveTextContent('<h2><strong>Strong point</strong></h2>');
  });

  it('moves between toolbar buttons with the arrow keys, one Tab stop for all', async () => {
    const { user } = await openEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Essay formatting' });
    await user.tab();
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Essay' })).toHaveFocus();
  });

  it('marks the passages asked for, nearest where they stood, and keeps them marked while typing', async () => {
    const value = '<p>Their also right. The claim is vague.</p><p>Their also right, again.</p>';
    const passages = [
      { quote: 'Their also right', start: 38, number: 2, title: 'There or their?' },
      { quote: 'claim is vague', start: 23, number: 1, title: 'Name the claim.' },
      { quote: 'words no longer there', start: 0, number: 3, title: 'Gone.' },
    ];
    const { user, editor } = await openEditor({ value, passages });
    const marked = () =>
      [...editor.querySelectorAll('.passage-mark')].map((mark) => [
        mark.textContent,
        mark.closest('p') === editor.querySelector('p:last-child') ? 'second' : 'first',
        mark.getAttribute('title'),
      ]);
    await waitFor(() =>
      expect(marked()).toEqual([
        ['claim is vague', 'first', 'Name the claim.'],
        // Of the two "Their also right", the one nearest where the comment's passage stood.
        ['Their also right', 'second', 'There or their?'],
      ]),
    );
    expect(
      [...editor.querySelectorAll('[data-passage-number]')].map((mark) =>
        mark.getAttribute('data-passage-number'),
      ),
    ).toEqual(['1', '2']);

    // Words typed before the passages move them along; the marks stay on the same words.
    await user.click(editor);
    await user.keyboard('Yes. ');
    expect(savedHtml()).toHaveTextContent('<p>Yes. Their also right. The claim is vague.</p>');
    expect(marked()).toEqual([
      ['claim is vague', 'first', 'Name the claim.'],
      ['Their also right', 'second', 'There or their?'],
    ]);

    // A whole new text, such as a restored draft, is searched again: these passages are not in it.
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    await waitFor(() => expect(editor).toHaveTextContent('The restored draft'));
    expect(marked()).toEqual([]);
  });

  it('shows a value changed from outside, such as a restored draft', async () => {
    const { user, editor } = await openEditor({ value: '<p>First words</p>' });
    expect(editor).toHaveTextContent('First words');
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    await waitFor(() => expect(editor).toHaveTextContent('The restored draft'));
  });

  it('never renders script from a stored value', async () => {
    const { editor } = await openEditor({ value: '<p>Safe</p><script>window.hacked = true</script>' });
    expect(editor).toHaveTextContent('Safe');
    expect(editor.querySelector('script')).toBeNull();
  });

  it('ties the error to the editable area', async () => {
    const { editor } = await openEditor({ invalid: true, errorText: 'Write the essay first.' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription('Write the essay first. 0 words');
  });

  it('can be shown without being editable', async () => {
    const { editor } = await openEditor({ disabled: true, value: '<p>Submitted</p>' });
    expect(editor).toHaveAttribute('contenteditable', 'false');
    for (const button of within(screen.getByRole('toolbar')).getAllByRole('button')) {
      expect(button).toBeDisabled();
    }
  });
});
