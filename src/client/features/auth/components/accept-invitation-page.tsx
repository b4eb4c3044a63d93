import { Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { passwordProblem } from '../../../../shared/rules/account';
import { PRODUCT_NAME } from '../../../app/app-info';
import { useAppDispatch } from '../../../app/hooks';
import { toaster } from '../../../components/app-toaster';
import { FormShell } from '../../../components/form-shell';
import { TextField } from '../../../components/text-field';
import { useHydrated } from '../../../components/use-hydrated';
import { useValidatedForm } from '../../../components/use-validated-form';
import { paths } from '../../../lib/paths';
import { outcomeOf } from '../../../lib/save-outcome';
import { acceptInvitation } from '../sign-in';

type PasswordField = 'password' | 'confirm';

/**
 * /auth/accept-invite?token=…: the link of the e-mail a student gets when their instructor imports a
 * class list. They choose a password and land on their dashboard, already in the course.
 */
export function AcceptInvitationPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { field, sending, shell } = useValidatedForm<PasswordField>(
    { password: '', confirm: '' },
    (draft) => ({
      password: passwordProblem(draft.password) ?? undefined,
      confirm: draft.confirm === draft.password ? undefined : 'The two passwords differ.',
    }),
  );
  const save = shell(async ({ password }) => {
    const result = await dispatch(acceptInvitation({ token, password }));
    if (result.ok) {
      toaster.create({ type: 'success', title: 'Your password is set. Welcome to your course.' });
      navigate(paths.studentDashboard(), { replace: true });
    }
    return outcomeOf(result);
  });

  return (
    <Stack gap="6">
      <Stack gap="1" textAlign="center">
        <Heading as="h1" size="2xl">
          Choose your password
        </Heading>
        <Text color="fg.muted">
          Your instructor has added you to a course on {PRODUCT_NAME}. Choose a password to finish.
        </Text>
      </Stack>
      <Card.Root>
        <Card.Body>
          {token ? (
            <FormShell label="Set password" {...save}>
              <TextField
                label="New password"
                type="password"
                {...field('password')}
                autoComplete="new-password"
                helperText="At least 8 characters."
              />
              <TextField
                label="New password again"
                type="password"
                {...field('confirm')}
                autoComplete="new-password"
              />
              <Button type="submit" loading={sending} loadingText="Setting…" disabled={sending || !hydrated}>
                Set password and open my course
              </Button>
            </FormShell>
          ) : (
            <Text role="alert">
              This link has no invitation in it. Open the link from the e-mail again, or{' '}
              <Link asChild>
                <RouterLink to={paths.signIn()}>sign in</RouterLink>
              </Link>{' '}
              if your password is already set.
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
