import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { laterAssignment, undatedAssignment } from '../../../../mocks/fixtures/student';
import { releasedSubmission, sampleSubmission } from '../../../../mocks/fixtures/submissions';
import { server } from '../../../../test/client/msw-server';
import { recordRequests } from '../../../../test/client/record-requests';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openDashboard = (name: Parameters<typeof signedInAs>[0] = 'student') =>
  renderApp({ route: '/user/dashboard', preloadedState: { auth: signedInAs(name) } });

const section = (name: string) => screen.findByRole('region', { name });

describe('the user dashboard (section 2: /user/dashboard)', () => {
  it('greets the student and links to each of their courses', async () => {
    openDashboard();
    expect(await screen.findByText('Welcome, Sam Rivera.')).toBeInTheDocument();
    expect(screen.getByText('You are enrolled in 2 courses.')).toBeInTheDocument();
    const courses = await section('My courses');
    const links = await within(courses).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Argument and Evidence', '/user/courses/11'],
      ['Essay Writing 101', '/user/courses/10'],
    ]);
  });

  it('lists assignments still to hand in first, soonest due first, each leading to where it is written', async () => {
    db.assignments.push(laterAssignment(), undatedAssignment());
    db.submissions.push(sampleSubmission());
    openDashboard();
    const due = await section('Assignments due');
    const links = await within(due).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Revise your thesis', '/user/assignments/501'],
      ['Map an argument', '/user/assignments/510'],
      ['Draft a thesis statement', '/user/review/500'],
    ]);
    const revise = links[0].closest('li')!;
    expect(within(revise).getByText('Not submitted')).toBeInTheDocument();
    expect(revise.querySelector('time')).toHaveAttribute('datetime', '2026-01-19T17:00:00.000Z');
    expect(within(links[1].closest('li')!).getByText(/No due date/)).toBeInTheDocument();
    expect(within(links[2].closest('li')!).getByText('Submitted')).toBeInTheDocument();
  });

  it('says when no assignment is due', async () => {
    server.use(http.get('*/api/student/assignments', () => HttpResponse.json([])));
    openDashboard();
    expect(
      await within(await section('Assignments due')).findByText('No assignments yet.'),
    ).toBeInTheDocument();
  });

  it('says the assignments failed to load when the server errs', async () => {
    server.use(http.get('*/api/student/assignments', () => new HttpResponse(null, { status: 500 })));
    openDashboard();
    expect(await within(await section('Assignments due')).findByRole('alert')).toHaveTextContent(
      'Failed to fetch assignments',
    );
  });

  it('shows the recent released grades, each leading to its review', async () => {
    db.submissions.push(releasedSubmission());
    openDashboard();
    const grades = await section('Recent Grades');
    expect(await within(grades).findByRole('link', { name: 'Draft a thesis statement' })).toHaveAttribute(
      'href',
      '/user/review/500',
    );
  });

  it('tells a pending student only that approval is awaited, and asks the server for nothing', async () => {
    const calls = recordRequests();
    openDashboard('pending');
    expect(
      await screen.findByText('Your account is awaiting approval by an administrator.'),
    ).toBeInTheDocument();
    // Nothing for them to fix or chase: no 'not enrolled', no 'Contact Administrator'.
    expect(screen.queryByText(/not enrolled/)).not.toBeInTheDocument();
    expect(screen.queryByText('Contact Administrator')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My courses' })).toBeNull();
    expect(calls.filter((call) => call.includes('/student/'))).toEqual([]);
  });

  it('takes graded work off the assignments due, leaving what is still to hand in or awaiting feedback', async () => {
    db.assignments.push(laterAssignment());
    db.submissions.push(releasedSubmission());
    openDashboard();
    const due = await section('Assignments due');
    const links = await within(due).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Revise your thesis']);
    expect(within(due).queryByText('Draft a thesis statement')).not.toBeInTheDocument();
    expect(within(await section('Recent Grades')).getByText('Draft a thesis statement')).toBeInTheDocument();
  });
});
