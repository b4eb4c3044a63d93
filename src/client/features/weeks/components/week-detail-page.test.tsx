import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { server } from '../../../../../test/client/msw-server';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';
import { paths } from '../../../lib/paths';

const openWeek = (id: number) =>
  renderApp({ route: paths.weekDetail(id), preloadedState: { auth: signedInAs('admin') } });

describe('Week Detail (section 2: /admin/apps/weeks/detail/{id})', () => {
  it('shows the week with its lessons and its assignments', async () => {
    openWeek(100);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finding a thesis (Week 1)' }),
    ).toBeInTheDocument();
    const lessons = await screen.findByRole('region', { name: 'Lessons' });
    expect(
      await within(lessons).findByRole('heading', { name: '1. What a thesis does' }),
    ).toBeInTheDocument();
    const assignments = screen.getByRole('region', { name: 'Assignments' });
    expect(
      await within(assignments).findByRole('cell', { name: 'Draft a thesis statement' }),
    ).toBeInTheDocument();
  });

  it('says so while each section loads', async () => {
    server.use(
      http.get('*/api/admin/weeks/:id/lessons', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
      http.get('*/api/admin/weeks/:id/assignments', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    openWeek(100);
    expect(await screen.findByText('Loading lessons…')).toBeInTheDocument();
    expect(screen.getByText('Loading assignments…')).toBeInTheDocument();
  });

  it('says when a week has no lessons or assignments yet', async () => {
    openWeek(101);
    expect(await screen.findByText('This week has no lessons yet.')).toBeInTheDocument();
    expect(await screen.findByText('This week has no assignments yet.')).toBeInTheDocument();
  });

  it('alerts when a section cannot be loaded, and still shows the other', async () => {
    server.use(http.get('*/api/admin/weeks/:id/lessons', () => new HttpResponse(null, { status: 500 })));
    openWeek(100);
    const lessons = await screen.findByRole('region', { name: 'Lessons' });
    expect(await within(lessons).findByRole('alert')).toHaveTextContent('Failed to fetch lessons');
    expect(await screen.findByRole('cell', { name: 'Draft a thesis statement' })).toBeInTheDocument();
  });

  it('alerts when the assignments cannot be loaded', async () => {
    server.use(http.get('*/api/admin/weeks/:id/assignments', () => new HttpResponse(null, { status: 500 })));
    openWeek(100);
    const assignments = await screen.findByRole('region', { name: 'Assignments' });
    expect(await within(assignments).findByRole('alert')).toHaveTextContent('Failed to fetch assignments');
  });

  it('says a week that is not there was not found, without its lessons and assignments', async () => {
    openWeek(999);
    expect(await screen.findByRole('heading', { level: 1, name: 'Week not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Weeks' })).toHaveAttribute('href', paths.weeks());
    expect(screen.queryByRole('region', { name: 'Lessons' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Assignments' })).not.toBeInTheDocument();
  });
});
