import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openDashboard = () =>
  renderApp({ route: '/admin/dashboard', preloadedState: { auth: signedInAs('admin') } });

describe('Recent activity on the Admin Dashboard', () => {
  it('lists the latest submissions and releases, newest first, each linking to the essay', async () => {
    openDashboard();
    const panel = await screen.findByRole('region', { name: 'Recent activity' });
    const entries = await within(panel).findAllByRole('listitem');
    expect(entries).toHaveLength(10);
    expect(entries[0]).toHaveTextContent('mo.writer submitted an essay');
    expect(entries[0]).toHaveTextContent('Body paragraphs, Essay Writing 101');
    const release = within(panel).getByRole('link', { name: 'Feedback released to sam.student: 74/100' });
    expect(release).toHaveAttribute('href', '/admin/apps/assignments/501/submissions/9004');
    expect(
      within(panel).getByRole('link', { name: 'raj.reader submitted an essay (version 3)' }),
    ).toBeInTheDocument();
  });

  it('says so when nothing has happened yet, or when the list cannot load', async () => {
    db.analytics.essays = [];
    const first = openDashboard();
    expect(
      await within(await screen.findByRole('region', { name: 'Recent activity' })).findByText(
        'No essays have been submitted yet.',
      ),
    ).toBeInTheDocument();
    first.unmount();
    server.use(http.get('*/api/admin/activity', () => new HttpResponse(null, { status: 500 })));
    openDashboard();
    const panel = await screen.findByRole('region', { name: 'Recent activity' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch recent activity');
  });
});

describe('Trends on the Admin Dashboard', () => {
  it('draws the last two weeks of submissions and the grades, each described, and leads to the analytics', async () => {
    const view = openDashboard();
    const trends = await screen.findByRole('region', { name: 'Trends' });
    const recent = await within(trends).findByRole('region', { name: 'Submissions, last 14 days' });
    expect(within(recent).getByRole('img')).toHaveAccessibleName('9 submissions in the last 14 days.');
    const grades = within(trends).getByRole('region', { name: 'Grade distribution' });
    expect(within(grades).getByRole('img')).toHaveAccessibleName(
      '7 released grades. 0–59: 1, 60–69: 2, 70–79: 1, 80–89: 2, 90–100: 1.',
    );
    await view.user.click(within(trends).getByRole('link', { name: 'Open Student Analytics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Analytics' })).toBeInTheDocument();
  });

  it('shows the empty states before anything is released', async () => {
    db.analytics.essays = [];
    openDashboard();
    const trends = await screen.findByRole('region', { name: 'Trends' });
    expect(await within(trends).findByText('No released grades yet')).toBeInTheDocument();
    expect(within(trends).getByText('No submissions in the last two weeks')).toBeInTheDocument();
  });
});
