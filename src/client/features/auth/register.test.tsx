import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { apiError } from '../../../../mocks/handlers/respond';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';

async function fillRegistration(
  view: ReturnType<typeof renderApp>,
  values: { username: string; email: string; password: string },
) {
  const form = await screen.findByRole('form', { name: 'Create account' });
  await view.user.type(within(form).getByLabelText(/^Your name/), 'New Writer');
  await view.user.type(within(form).getByLabelText(/^Username/), values.username);
  await view.user.type(within(form).getByLabelText(/^E-mail/), values.email);
  await view.user.type(within(form).getByLabelText(/^Password/), values.password);
  await view.user.click(within(form).getByRole('button', { name: 'Create account' }));
  return form;
}

describe('registering', () => {
  it('opens on the register tab from /auth/register', async () => {
    const view = renderApp({ route: '/auth/register' });
    expect(await screen.findByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?mode=register');
  });

  it('shows the server message and switches to sign-in once the account is created', async () => {
    const view = renderApp({ route: '/auth?mode=register' });
    await fillRegistration(view, {
      username: 'new.writer',
      email: 'new@example.com',
      password: 'a long password',
    });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel', { name: 'Sign in' })).getByRole('status')).toHaveTextContent(
      /verification link is on its way/,
    );
    expect(view.router.state.location.search).toBe('');
    // Said once, beside the form used next: no toast repeating it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText(/verification link is on its way/)).toHaveLength(1);
  });

  it('marks the taken username with the server sentence', async () => {
    const view = renderApp({ route: '/auth?mode=register' });
    const form = await fillRegistration(view, {
      username: 'sam.student',
      email: 'x@example.com',
      password: 'a long password',
    });
    expect(await within(form).findByRole('alert')).toHaveTextContent('That username is already taken.');
    expect(within(form).getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the fields the server found wrong', async () => {
    server.use(
      http.post('*/api/register', () =>
        apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
          fields: { email: 'Enter a valid e-mail address.' },
        }),
      ),
    );
    const view = renderApp({ route: '/auth?mode=register' });
    const form = await fillRegistration(view, {
      username: 'new.writer',
      email: 'new@example.com',
      password: 'a long password',
    });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    expect(within(form).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
  });

  it('checks the account rules before sending', async () => {
    const view = renderApp({ route: '/auth?mode=register' });
    const form = await fillRegistration(view, { username: 'x!', email: 'not-an-address', password: 'short' });
    expect(within(form).getByText('Use at least 3 characters.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(form).getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});
