import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';

const asAdmin = (route: string) => renderApp({ route, preloadedState: { auth: signedInAs('admin') } });

describe('weeks (section 2: /admin/apps/weeks and its edit and detail pages)', () => {
  it('groups every week by course and narrows to one course', async () => {
    const view = asAdmin('/admin/apps/weeks');
    expect(await screen.findByRole('table', { name: 'Weeks of Essay Writing 101' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Weeks of Argument and Evidence' })).toBeInTheDocument();
    expect(await screen.findByText('No weeks in this course yet.')).toBeInTheDocument();
    await view.user.selectOptions(screen.getByLabelText('Course'), 'Argument and Evidence');
    expect(screen.queryByRole('table', { name: 'Weeks of Essay Writing 101' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Weeks of Argument and Evidence' })).toBeInTheDocument();
  });

  it('edits a week and refuses an end before the start', async () => {
    const view = asAdmin('/admin/apps/weeks/edit/100');
    const form = await screen.findByRole('form', { name: 'Week details' });
    expect(within(form).getByLabelText(/^Week title/)).toHaveValue('Finding a thesis');
    const endsOn = within(form).getByLabelText(/^Ends on/);
    await view.user.clear(endsOn);
    await view.user.type(endsOn, '2026-01-01');
    await view.user.click(within(form).getByRole('button', { name: 'Save week' }));
    expect(within(form).getByText('The week cannot end before it starts.')).toBeInTheDocument();
    await view.user.clear(endsOn);
    await view.user.type(endsOn, '2026-01-12');
    await view.user.click(within(form).getByRole('button', { name: 'Save week' }));
    expect(await screen.findByText('Week saved.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finding a thesis (Week 1)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('5 Jan 2026 to 12 Jan 2026')).toBeInTheDocument();
  });

  it('shows a not-found page for an id that names nothing', async () => {
    asAdmin('/admin/apps/weeks/detail/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
