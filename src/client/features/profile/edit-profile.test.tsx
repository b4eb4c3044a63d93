import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs, signedOut } from '../../../../test/client/session-fixtures';
import { makeStore } from '../../app/store';
import { changePassword, saveProfile } from './profile-thunks';

const renderEditProfile = () =>
  renderApp({ route: '/apps/user/edit-profile', preloadedState: { auth: signedInAs('student') } });

const profileForm = () => screen.findByRole('form', { name: 'Profile details' });
const passwordForm = () => screen.findByRole('form', { name: 'Change password' });

async function replaceValue(view: ReturnType<typeof renderApp>, field: HTMLElement, value: string) {
  await view.user.clear(field);
  await view.user.type(field, value);
}

describe('editing the profile', () => {
  it('saves a new name and username, and the header shows the name', async () => {
    const view = renderEditProfile();
    const form = await profileForm();
    expect(within(form).getByLabelText(/^Your name/)).toHaveValue('Sam Rivera');
    await replaceValue(view, within(form).getByLabelText(/^Your name/), 'Samuel Rivera');
    await replaceValue(view, within(form).getByLabelText(/^Username/), 'samuel');
    await view.user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(view.store.getState().auth).toMatchObject({ username: 'samuel', displayName: 'Samuel Rivera' });
    expect(within(screen.getByRole('banner')).getByText('Samuel Rivera')).toBeInTheDocument();
  });

  it('refuses an empty name before asking the server', async () => {
    const view = renderEditProfile();
    const form = await profileForm();
    await view.user.clear(within(form).getByLabelText(/^Your name/));
    await view.user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(
      await within(form).findByText('Enter the name your teachers and classmates know you by.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a free address', 'sam.new@example.com'],
    ['an address another account has', 'ada@example.com'],
  ])('says where the confirmation link went for %s, and keeps the current address', async (_case, asked) => {
    const view = renderEditProfile();
    const form = await profileForm();
    await replaceValue(view, within(form).getByLabelText(/^E-mail/), asked);
    await view.user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      `We sent a confirmation link to ${asked}. Your address changes when you open it.`,
    );
    expect(within(form).getByLabelText(/^E-mail/)).toHaveValue('sam@example.com');
    expect(view.store.getState().auth).toMatchObject({ email: 'sam@example.com', emailVerified: true });
    await act(() => view.router.navigate('/apps/user/profile'));
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    expect(screen.queryByText(asked)).not.toBeInTheDocument();
  });

  it('says nothing about a link when the address stays the same', async () => {
    const view = renderEditProfile();
    const form = await profileForm();
    await replaceValue(view, within(form).getByLabelText(/^Username/), 'samuel');
    await view.user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's error when the update fails", async () => {
    const view = renderEditProfile();
    const form = await profileForm();
    await replaceValue(view, within(form).getByLabelText(/^Username/), 'ada.admin');
    await view.user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That username is already taken.');
  });

  it("falls back to 'Failed to update profile'", async () => {
    server.use(http.put('*/api/profile', () => new HttpResponse('upstream down', { status: 502 })));
    const view = renderEditProfile();
    const form = await profileForm();
    await view.user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to update profile');
  });
});

describe('changing the password', () => {
  async function submitPasswords(
    view: ReturnType<typeof renderApp>,
    current: string,
    next: string,
    confirm = next,
  ) {
    const form = await passwordForm();
    await view.user.type(within(form).getByLabelText(/^Current password/), current);
    await view.user.type(within(form).getByLabelText(/^New password/), next);
    await view.user.type(within(form).getByLabelText(/^Confirm new password/), confirm);
    await view.user.click(within(form).getByRole('button', { name: 'Change password' }));
    return form;
  }

  it('changes it and says the other sessions were signed out', async () => {
    const view = renderEditProfile();
    const form = await submitPasswords(view, 'student-password-1', 'a brand new password');
    expect(await screen.findByText('Password changed.')).toBeInTheDocument();
    expect(screen.getByText(/other sessions were signed out/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it("shows 'Current password is incorrect.' from the server", async () => {
    const view = renderEditProfile();
    const form = await submitPasswords(view, 'not-my-password', 'a brand new password');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Current password is incorrect.');
  });

  it("falls back to 'Failed to change password'", async () => {
    server.use(http.put('*/api/password', () => new HttpResponse(null, { status: 500 })));
    const view = renderEditProfile();
    const form = await submitPasswords(view, 'student-password-1', 'a brand new password');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to change password');
  });

  it('checks the new password and its confirmation before sending', async () => {
    const view = renderEditProfile();
    const form = await submitPasswords(view, 'student-password-1', 'short', 'shorter');
    expect(within(form).getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(within(form).getByText('The new passwords do not match.')).toBeInTheDocument();
  });
});

describe("without a session (section 8: 'User not authenticated')", () => {
  it('refuses both changes before calling the server', async () => {
    const store = makeStore({ auth: signedOut() });
    expect(await store.dispatch(saveProfile({ username: 'x', email: 'x@example.com' }))).toMatchObject({
      ok: false,
      message: 'User not authenticated',
    });
    expect(
      await store.dispatch(changePassword({ current_password: 'a', new_password: 'b'.repeat(8) })),
    ).toMatchObject({
      ok: false,
      message: 'User not authenticated',
    });
  });
});
