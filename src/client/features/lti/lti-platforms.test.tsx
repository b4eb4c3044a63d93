import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import type { LtiPlatform } from '../../../shared/contract';

const openLti = (route = '/admin/lti') => renderApp({ route, preloadedState: { auth: signedInAs('admin') } });

const CANVAS: LtiPlatform = {
  id: 1,
  issuer: 'https://canvas.instructure.com',
  client_id: '10000000000042',
  deployment_ids: ['1:abc'],
  auth_login_url: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
  auth_token_url: 'https://sso.canvaslms.com/login/oauth2/token',
  jwks_url: 'https://sso.canvaslms.com/api/lti/security/jwks',
  frame_origins: ['https://canvas.school.edu'],
  created_at: '2026-11-02T09:00:00.000Z',
};

type View = ReturnType<typeof openLti>;

async function register(view: View, platform: Omit<LtiPlatform, 'id' | 'created_at'>) {
  const form = await screen.findByRole('form', { name: 'Register an LMS' });
  const fill = async (label: string, text: string) =>
    view.user.type(within(form).getByLabelText(label), text);
  await fill('Issuer', platform.issuer);
  await fill('Client id', platform.client_id);
  await fill('Deployment ids', platform.deployment_ids.join(', '));
  await fill('Authorization (login) URL', platform.auth_login_url);
  await fill('Token URL', platform.auth_token_url);
  await fill('Key set URL', platform.jwks_url);
  if (platform.frame_origins.length)
    await fill('Other addresses that show Margin', platform.frame_origins.join('\n'));
  await view.user.click(within(form).getByRole('button', { name: 'Register LMS' }));
}

const platformList = () => screen.findByRole('list', { name: 'Registered LMSs' });

describe('LMS connections (/admin/lti)', () => {
  it("shows Margin's values and copies them, saying how when the browser refuses", async () => {
    const view = openLti();
    expect(await screen.findByRole('heading', { level: 1, name: 'LMS connections' })).toBeInTheDocument();
    const login = await screen.findByText(/\/lti\/login$/);
    expect(screen.getByText(/\/lti\/jwks$/)).toBeInTheDocument();
    expect(screen.getByText('demo-key-1')).toBeInTheDocument();
    expect(
      screen.getByText('No LMS is registered yet. Register one below to let it open Margin.'),
    ).toBeInTheDocument();

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await view.user.click(screen.getByRole('button', { name: 'Copy Login URL' }));
    expect(writeText).toHaveBeenCalledWith(login.textContent);
    expect(await screen.findByRole('button', { name: 'Copied Login URL' })).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error('Denied'));
    await view.user.click(screen.getByRole('button', { name: 'Copy JWKS URL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select the value and copy it yourself.');
  });

  it('makes a new signing key after a confirmation that says LMSs keep working', async () => {
    const view = openLti();
    await view.user.click(await screen.findByRole('button', { name: 'Make a new signing key' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new signing key?' });
    expect(dialog).toHaveTextContent('LMSs keep working');
    await view.user.click(within(dialog).getByRole('button', { name: 'Make a new key' }));
    expect(await screen.findByText('demo-key-2')).toBeInTheDocument();
    expect(screen.queryByText('demo-key-1')).toBeNull();
  });

  it('lists an LMS once it is registered, its deployment ids read from a comma-separated list', async () => {
    const view = openLti();
    await register(view, { ...CANVAS, deployment_ids: ['1:abc', '2:def'] });
    const entry = within(await platformList()).getByRole('article', {
      name: 'https://canvas.instructure.com',
    });
    const listed = (name: string) =>
      within(within(entry).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listed('Other addresses')).toEqual(['https://canvas.school.edu']);
    expect(db.ltiPlatforms[0].frame_origins).toEqual(['https://canvas.school.edu']);
    expect(entry).toHaveTextContent('10000000000042');
    expect(listed('Deployment ids')).toEqual(['1:abc', '2:def']);
    expect(db.ltiPlatforms[0].deployment_ids).toEqual(['1:abc', '2:def']);
    expect(within(await screen.findByRole('form')).getByLabelText('Issuer')).toHaveValue('');
  });

  it("shows the server's sentence on the client id field when the LMS is registered already", async () => {
    db.ltiPlatforms.push(CANVAS);
    const view = openLti();
    await platformList();
    await register(view, CANVAS);
    const sentence = 'This platform is registered with this client id already.';
    const error = await screen.findByText(sentence, { selector: '.chakra-field__errorText' });
    const clientId = screen.getByLabelText('Client id');
    expect(clientId).toHaveAttribute('aria-invalid', 'true');
    expect(error.closest('.chakra-field__root')).toContainElement(clientId);
    expect(db.ltiPlatforms).toHaveLength(1);
  });

  it('deletes an LMS after a confirmation that says what stays', async () => {
    db.ltiPlatforms.push(CANVAS);
    const view = openLti();
    await view.user.click(within(await platformList()).getByRole('button', { name: /^Delete / }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Launches from this LMS stop; accounts and courses it linked stay.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete LMS registration' }));
    expect(await screen.findByText(/No LMS is registered yet/)).toBeInTheDocument();
    expect(db.ltiPlatforms).toEqual([]);
  });

  it('is in the main navigation of the site administrator only', async () => {
    openLti('/admin/apps/courses');
    expect((await screen.findAllByRole('link', { name: 'LMS' }))[0]).toHaveAttribute('href', '/admin/lti');
  });
});

describe('LMS connections for an instructor who is not the site administrator', () => {
  it('is not in the main navigation', async () => {
    server.use(
      http.get('*/api/admin/dashboard', () =>
        HttpResponse.json({
          users: { total: 0, admins: 0, students: 0, pending: 0, unverified: 0, rejected: 0 },
          courses: 0,
          enrollments: 0,
          submissions_awaiting_review: 0,
          site_admin: false,
          recent_signups: [],
        }),
      ),
    );
    openLti('/admin/apps/courses');
    expect(await screen.findAllByRole('link', { name: 'Courses' })).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryAllByRole('link', { name: 'Logs' })).toHaveLength(0));
    expect(screen.queryAllByRole('link', { name: 'LMS' })).toHaveLength(0);
  });
});
