import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/app-providers';
import { createEmotionCache } from '../../app/emotion-cache';
import { RouteGuard } from '../../app/guard/route-guard';
import { makeStore } from '../../app/store';
import { type SessionPhase, signedOutState } from '../auth';
import { DemoArea } from './components/demo-layout';
import type { DemoNetwork } from './demo-network';

/** The node msw server of every client test already answers; this one only records being asked. */
function recordingNetwork() {
  const calls: string[] = [];
  const network: DemoNetwork = {
    start: async () => {
      calls.push('start');
    },
    stop: () => {
      calls.push('stop');
    },
  };
  return { network, calls };
}

// The product's own store, as a visitor arrives: signed out, by default before the session is even checked.
function renderDemo(route: string, phase: SessionPhase = 'starting') {
  const { network, calls } = recordingNetwork();
  const store = makeStore({ auth: { ...signedOutState, phase } }, { logger: null });
  const router = createMemoryRouter(
    [
      {
        element: <RouteGuard />,
        children: [
          { path: '/demo/*', element: <DemoArea network={network} /> },
          { path: '/auth/login', element: <h1>Sign in page</h1> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  render(
    <AppProviders store={store} emotionCache={createEmotionCache(undefined)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, calls };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('the demo area', () => {
  it('shows the UI Showcase to a visitor who is not signed in, with a way to every demo screen', async () => {
    renderDemo('/demo');
    expect(await heading('UI Showcase')).toBeInTheDocument();
    expect(screen.getByText('Demo: sample data, nothing is saved')).toBeInTheDocument();
    const screens = screen.getByRole('region', { name: 'Demo screens' });
    expect(within(screens).getAllByRole('link')).toHaveLength(8);
    expect(within(screens).getByRole('link', { name: 'Grading screen' })).toHaveAttribute(
      'href',
      '/demo/admin/grading',
    );
    expect(screen.getByText('84/100')).toBeInTheDocument();
    expect(screen.getByText('Awaiting review')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Feedback Summary' })).toBeInTheDocument();
  });

  it.each([
    ['/demo/dashboard', 'User Dashboard', 'Welcome, Sam Rivera.'],
    ['/demo/courses', 'My Courses', 'Argument and Evidence'],
    ['/demo/assignments', 'Draft a thesis statement', /Free Buses, Fuller Streets/],
    ['/demo/admin/dashboard', 'Admin Dashboard', /sam.student: Draft a thesis statement/],
    ['/demo/admin/students', 'Student Analytics', 'Mo Writer'],
    ['/demo/admin/courses', 'Courses', 'Style Workshop'],
  ])('shows %s as the product page %s with sample data', async (route, title, sample) => {
    renderDemo(route);
    expect(await heading(title)).toBeInTheDocument();
    expect((await screen.findAllByText(sample)).length).toBeGreaterThan(0);
  });

  it('shows the released feedback over the essay, highlight by highlight', async () => {
    renderDemo('/demo/feedback');
    expect(await heading(/Body paragraphs/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Comment 2: Evidence/ })).toBeInTheDocument();
    const comment = 'Which review? Name the authors and the year so a reader can check the claim.';
    expect((await screen.findAllByText(comment)).length).toBeGreaterThan(0);
    // The rubric the essay was graded by, with the student's levels and the instructor's comment.
    expect(
      await screen.findByText('Name the source of the survey so a reader can check it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rubric' })).toBeInTheDocument();
    // It is a revision: the comments of version 1 it answered, and the grade of each version.
    expect(screen.getByRole('region', { name: 'Comments on version 1' })).toHaveTextContent('2 revised');
    expect(screen.getByRole('table', { name: 'Grades by version' })).toHaveTextContent('Version 2');
  });

  it('shows the grading screen with the drafted comments to review', async () => {
    renderDemo('/demo/admin/grading');
    expect(await screen.findByText('A fragment: say what free buses do to traffic.')).toBeInTheDocument();
    expect(screen.getByText("'A lot' is two words.")).toBeInTheDocument();
  });

  it('keeps a link to a product page inside the demo when the demo has that page', async () => {
    const { router, user } = renderDemo('/demo/dashboard');
    const due = await screen.findByRole('region', { name: 'Assignments due' });
    await user.click(await within(due).findByRole('link', { name: 'Draft a thesis statement' }));
    expect(router.state.location.pathname).toBe('/demo/assignments');
    expect(await heading('Draft a thesis statement')).toBeInTheDocument();
  });

  it('stops its network on leaving, and the product session is as it was', async () => {
    const { router, store, user, calls } = renderDemo('/demo/admin/dashboard', 'done');
    expect(await heading('Admin Dashboard')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await heading('Sign in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(calls).toEqual(['start', 'stop']);
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});
