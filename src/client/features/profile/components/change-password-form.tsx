import { passwordProblem } from '../../../../shared/rules/account';
import { useAppDispatch } from '../../../app/hooks';
import { toaster } from '../../../components/app-toaster';
import { FormShell } from '../../../components/form-shell';
import { SectionCard } from '../../../components/section-card';
import { TextField } from '../../../components/text-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import { type FormProblems, requiredProblem } from '../../../lib/form-problems';
import { outcomeOf } from '../../../lib/save-outcome';
import { changePassword } from '../profile-thunks';

type PasswordField = 'current' | 'next' | 'confirm';
const EMPTY: Record<PasswordField, string> = { current: '', next: '', confirm: '' };

function problemsOf(values: Record<PasswordField, string>): FormProblems<PasswordField> {
  return {
    current: requiredProblem(values.current, 'Enter your current password.'),
    next: passwordProblem(values.next) ?? undefined,
    confirm: values.confirm === values.next ? undefined : 'The new passwords do not match.',
  };
}

/** The server ends the person's other sessions when the password changes; the toast says so. */
export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const { field, shell, reset } = useValidatedForm(EMPTY, problemsOf);

  const save = shell(async (draft) => {
    const result = await dispatch(
      changePassword({ current_password: draft.current, new_password: draft.next }),
    );
    if (result.ok) {
      reset();
      toaster.create({
        type: 'success',
        title: 'Password changed.',
        description: 'You stay signed in here; your other sessions were signed out.',
      });
    }
    return outcomeOf(result);
  });

  return (
    <SectionCard headingId="change-password-heading" title="Change password">
      <FormShell label="Change password" submitLabel="Change password" {...save}>
        <TextField
          label="Current password"
          {...field('current')}
          name="current_password"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          label="New password"
          {...field('next')}
          name="new_password"
          type="password"
          autoComplete="new-password"
          helperText="At least 8 characters."
        />
        <TextField
          label="Confirm new password"
          {...field('confirm')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
        />
      </FormShell>
    </SectionCard>
  );
}
