import type { Action } from '@reduxjs/toolkit';
import { redactSecrets } from '../lib/redact-secrets';

/**
 * Section 6 of the design card: developers inspect state in Redux DevTools, so tokens and passwords
 * (in the session and in RTK Query's `originalArgs` and answers alike) are replaced before they get there.
 */
export const devToolsOptions = {
  stateSanitizer: <S>(state: S): S => redactSecrets(state),
  actionSanitizer: <A extends Action>(action: A): A => redactSecrets(action),
};
