import { useEffect, useState } from 'react';
import { type AuthMode, authAddressOf, authModeOf } from '../../features/auth';
import { paths } from '../../lib/paths';

export function modeOfAddress(location: Pick<Location, 'pathname' | 'search'>): AuthMode {
  if (location.pathname.replace(/\/+$/, '') === paths.register()) return 'register';
  return authModeOf(new URLSearchParams(location.search).get('mode'));
}

/**
 * The sign-in page's tab, kept in the address without the router: /, /auth/login and /auth/register
 * become /auth (with `mode=register` for the second), as the route table's redirects write them, and
 * Back returns to the tab before.
 */
export function useAddressMode(initialMode: AuthMode): [AuthMode, (mode: AuthMode) => void] {
  const [mode, setMode] = useState(initialMode);
  useEffect(() => {
    const canonical = authAddressOf(modeOfAddress(window.location));
    if (window.location.pathname + window.location.search !== canonical)
      window.history.replaceState(window.history.state, '', canonical);
    const onPopState = () => setMode(modeOfAddress(window.location));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const choose = (next: AuthMode) => {
    if (next === mode) return;
    window.history.pushState(null, '', authAddressOf(next));
    setMode(next);
  };
  return [mode, choose];
}
