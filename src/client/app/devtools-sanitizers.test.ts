import { signedInAs } from '../../../test/client/session-fixtures';
import { REDACTED } from '../lib/redact-secrets';
import { devToolsOptions } from './devtools-sanitizers';

describe('what Redux DevTools may show', () => {
  it('hides the tokens of the session but keeps the rest readable', () => {
    const auth = signedInAs('student');
    const shown = devToolsOptions.stateSanitizer({ auth });
    expect(shown.auth).toMatchObject({ token: REDACTED, refreshToken: REDACTED, username: 'sam.student' });
    expect(auth.token).not.toBe(REDACTED);
  });

  it('hides passwords and tokens inside RTK Query mutations, arguments and answers alike', () => {
    const state = {
      api: {
        mutations: {
          a: { originalArgs: { current_password: 'old-secret', new_password: 'new-secret' } },
          b: {
            originalArgs: { identifier: 'sam', password: 'secret' },
            data: { access_token: 't', refresh_token: 'r' },
          },
        },
      },
    };
    const text = JSON.stringify(devToolsOptions.stateSanitizer(state));
    for (const secret of ['old-secret', 'new-secret', '"secret"', '"t"', '"r"'])
      expect(text).not.toContain(secret);
    expect(text).toContain('"identifier":"sam"');
  });

  it('hides secrets in the actions too', () => {
    const action = { type: 'auth/tokensRefreshed', payload: { token: 'abc', refreshToken: 'def' } };
    expect(devToolsOptions.actionSanitizer(action).payload).toEqual({
      token: REDACTED,
      refreshToken: REDACTED,
    });
  });
});
