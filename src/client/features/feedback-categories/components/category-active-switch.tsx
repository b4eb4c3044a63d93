import { Switch, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { toaster } from '../../../components/app-toaster';
import { toastFailure } from '../category-failure';
import type { FeedbackCategory } from '../category-types';
import { useCategoryActions } from '../use-category-actions';

/** Turns a category on or off; the switch shows what is stored, so a failed write leaves it as it was. */
export function CategoryActiveSwitch({ category }: { category: FeedbackCategory }) {
  const actions = useCategoryActions();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onChange = async (isActive: boolean) => {
    setBusy(true);
    const outcome = await actions.update(category.id, { isActive });
    setBusy(false);
    if (!outcome.ok) {
      // The click already flipped the native checkbox, and an unchanged `checked` prop does not flip it
      // back; without this, assistive technology would read a state that was never stored.
      if (input.current) input.current.checked = category.isActive;
      return toastFailure(outcome);
    }
    const now = isActive ? 'active' : 'inactive';
    toaster.create({ type: 'success', title: `Category '${category.name}' is now ${now}.` });
  };

  return (
    <Switch.Root
      size="sm"
      checked={category.isActive}
      disabled={busy}
      onCheckedChange={({ checked }) => onChange(checked)}
    >
      <Switch.HiddenInput ref={input} role="switch" />
      <Switch.Control />
      <Switch.Label>
        Active<VisuallyHidden> {category.name}</VisuallyHidden>
      </Switch.Label>
    </Switch.Root>
  );
}
