import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppToaster } from '../../components/app-toaster';
import type { AuthMode, SignIn } from '../../features/auth';
import { AuthPage } from '../../features/auth';
import { DesignSystemProvider } from '../design-system-provider';
import { BlankFrame } from '../layouts/blank-frame';
import { useAddressMode } from './use-address-mode';

interface SignInPageAppProps {
  emotionCache: EmotionCache;
  /** The tab the address asks for (modeOfAddress); the build renders the sign-in tab ahead of time. */
  initialMode: AuthMode;
  signIn: SignIn;
}

/** The sign-in screen on its own: the same page as the app's /auth, without the router or the store. */
export function SignInPageApp({ emotionCache, initialMode, signIn }: SignInPageAppProps) {
  const [mode, setMode] = useAddressMode(initialMode);
  return (
    <CacheProvider value={emotionCache}>
      <DesignSystemProvider>
        <BlankFrame>
          <AuthPage mode={mode} onModeChange={setMode} signIn={signIn} />
        </BlankFrame>
        <AppToaster />
      </DesignSystemProvider>
    </CacheProvider>
  );
}
