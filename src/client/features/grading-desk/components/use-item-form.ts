import { useEffect, useRef } from 'react';
import { useValidatedForm } from '../../../components/use-validated-form';
import { type ItemField, type ItemValues, itemProblems } from '../item-form';

/**
 * The form of one comment, drafted or the instructor's own. Every change is reported, so that the typed
 * words are kept on this device until saved.
 */
export function useItemForm(initial: ItemValues, onValuesChange: (values: ItemValues) => void) {
  const form = useValidatedForm<ItemField>(initial, itemProblems);
  const { values } = form;
  const reported = useRef(values);
  useEffect(() => {
    if (reported.current === values) return;
    reported.current = values;
    onValuesChange(values);
  }, [values, onValuesChange]);
  return form;
}
