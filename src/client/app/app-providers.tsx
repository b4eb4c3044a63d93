import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppToaster } from '../components/app-toaster';
import { DesignSystemProvider } from './design-system-provider';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  emotionCache: EmotionCache;
  children: ReactNode;
}

export function AppProviders({ store, emotionCache, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <CacheProvider value={emotionCache}>
        <DesignSystemProvider>
          {children}
          <AppToaster />
        </DesignSystemProvider>
      </CacheProvider>
    </Provider>
  );
}
