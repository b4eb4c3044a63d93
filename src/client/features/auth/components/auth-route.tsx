import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { type SignInRequest, signIn } from '../sign-in';
import { authModeOf } from './auth-mode';
import { AuthPage } from './auth-page';

/** The sign-in screen inside the running app: the tab lives in the router's address, sign-in in the store. */
export function AuthRoute() {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <AuthPage
      mode={authModeOf(searchParams.get('mode'))}
      onModeChange={(mode) => setSearchParams(mode === 'register' ? { mode } : {})}
      signIn={(request: SignInRequest) => dispatch(signIn(request))}
    />
  );
}
