import { screen, within } from '@testing-library/react';
import { db } from '../../../../mocks/db';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const CODE = 'K7QM4XTP';
const courseOfCode = () => {
  db.joinCodes.set(11, { code: CODE, approves_pending: true });
  return db.courses.find((course) => course.id === 11)!;
};

describe('joining a course by its code', () => {
  it('lets a signed-in student join from the dashboard, typing the code as it was read out', async () => {
    const course = courseOfCode();
    const view = renderApp({ route: '/user/dashboard', preloadedState: { auth: signedInAs('newcomer') } });
    const form = await screen.findByRole('form', { name: 'Join a course' });
    await view.user.type(within(form).getByLabelText('Course code'), 'k7qm-4xtp');
    await view.user.click(within(form).getByRole('button', { name: 'Join course' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(`You joined ${course.title}.`);
    expect(within(form).getByRole('link', { name: `Open ${course.title}` })).toHaveAttribute(
      'href',
      `/user/courses/${course.id}`,
    );
  });

  it('says so, on the field, when the code opens no course', async () => {
    const view = renderApp({ route: '/user/dashboard', preloadedState: { auth: signedInAs('newcomer') } });
    const form = await screen.findByRole('form', { name: 'Join a course' });
    await view.user.type(within(form).getByLabelText('Course code'), 'WRONG123');
    await view.user.click(within(form).getByRole('button', { name: 'Join course' }));
    expect(await within(form).findByText(/^That code does not open any course\./)).toBeInTheDocument();
  });

  it('offers a visitor who opens the invite link an account that joins the course', async () => {
    renderApp({ route: `/join/${CODE}` });
    expect(await screen.findByRole('heading', { name: 'Join a course on Margin' })).toBeInTheDocument();
    expect(screen.getByText('K7QM-4XTP')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create account' });
    expect(within(form).getByLabelText(/^Your name/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('lets the instructor turn joining on and shows the code and its link', async () => {
    const view = renderApp({
      route: '/admin/apps/courses/details/10',
      preloadedState: { auth: signedInAs('admin') },
    });
    const card = await screen.findByRole('region', { name: 'Join code' });
    await view.user.click(within(card).getByRole('button', { name: 'Turn on joining' }));
    const code = await within(card).findByLabelText(/^Join code /);
    expect(code.textContent).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(
      within(card).getByText(new RegExp(`/join/${code.textContent!.replace('-', '')}$`)),
    ).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: /Approve new accounts/ })).toBeChecked();
  });
});
