import { act, screen, within } from '@testing-library/react';
import { db } from '../../../../mocks/db';
import { VALID_VERIFICATION_TOKEN } from '../../../../mocks/fixtures/verification';
import { recordRequests } from '../../../../test/client/record-requests';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

describe('/auth/verify-email', () => {
  it('verifies a valid link exactly once and says so', async () => {
    const calls = recordRequests();
    renderApp({ route: `/auth/verify-email?token=${VALID_VERIFICATION_TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
    expect(screen.getByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(calls.filter((call) => call === 'POST /verify-email')).toHaveLength(1);
  });

  it('shows the server error for a used or forged link, with a way to ask for a new one', async () => {
    const view = renderApp({ route: '/auth/verify-email?token=forged-token-000000000' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired.',
    );
    await view.user.type(screen.getByLabelText(/^E-mail/), 'uma@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText(/verification link is on its way/)).toBeInTheDocument();
  });

  it('says a link whose token is cut short is invalid, not which fields to check', async () => {
    renderApp({ route: '/auth/verify-email?token=abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid.');
    expect(screen.queryByText(/highlighted fields/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor without a token to sign in', async () => {
    const view = renderApp({ route: '/auth/verify-email' });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/auth');
  });

  it('shows a signed-in unverified person where the link went, and resends it', async () => {
    const view = renderApp({
      route: '/auth/verify-email',
      preloadedState: { auth: signedInAs('unverified') },
    });
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('uma@example.com')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText(/on its way/)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/auth/verify-email');
  });

  it('lets a signed-in unverified person sign out from there', async () => {
    const view = renderApp({
      route: '/auth/verify-email',
      preloadedState: { auth: signedInAs('unverified') },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.store.getState().auth.token).toBeNull();
  });

  it('moves a signed-in person on once the link verifies them', async () => {
    const view = renderApp({
      route: `/auth/verify-email?token=${VALID_VERIFICATION_TOKEN}`,
      preloadedState: { auth: signedInAs('unverified') },
    });
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
    expect(view.store.getState().auth.emailVerified).toBe(true);
  });

  /** The token of the change link the mock server holds for a user, as if read from the e-mail. */
  const changeLinkOf = (userId: number) =>
    [...db.verificationTokens].find(([, link]) => link.userId === userId && link.purpose === 'change')?.[0];

  it("shows the server's sentence for a link that moves the account to a new address", async () => {
    db.verificationTokens.set('change-link-for-sam-000001', {
      userId: 2,
      email: 'sam.new@example.com',
      purpose: 'change',
    });
    renderApp({ route: '/auth/verify-email?token=change-link-for-sam-000001' });
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
    expect(screen.getByText('Your e-mail address is now sam.new@example.com.')).toBeInTheDocument();
  });

  it('lets a verified, signed-in person confirm a new address and shows it as theirs', async () => {
    db.verificationTokens.set('change-link-for-sam-000002', {
      userId: 2,
      email: 'sam.new@example.com',
      purpose: 'change',
    });
    const view = renderApp({
      route: '/auth/verify-email?token=change-link-for-sam-000002',
      preloadedState: { auth: signedInAs('student') },
    });
    expect(await screen.findByText('Your e-mail address is now sam.new@example.com.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
    expect(view.store.getState().auth).toMatchObject({ email: 'sam.new@example.com', emailVerified: true });
  });

  it('lets an unverified person correct the address in the profile and be verified by its link', async () => {
    const view = renderApp({
      route: '/auth/verify-email',
      preloadedState: { auth: signedInAs('unverified') },
    });
    await view.user.click(
      await screen.findByRole('link', { name: 'Wrong address? Correct it in your profile' }),
    );
    const form = await screen.findByRole('form', { name: 'Profile details' });
    const field = within(form).getByLabelText(/^E-mail/);
    await view.user.clear(field);
    await view.user.type(field, 'uma.right@example.com');
    await view.user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to uma.right@example.com.',
    );
    expect(view.store.getState().auth).toMatchObject({ email: 'uma@example.com', emailVerified: false });

    await act(() => view.router.navigate(`/auth/verify-email?token=${changeLinkOf(5)}`));
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
    expect(view.store.getState().auth).toMatchObject({ email: 'uma.right@example.com', emailVerified: true });
  });
});
