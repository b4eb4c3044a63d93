import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppToaster } from '../components/app-toaster';
import type { AppStore } from './store';
import { system } from './theme';

interface AppProvidersProps {
  store: AppStore;
  emotionCache: EmotionCache;
  children: ReactNode;
}

export function AppProviders({ store, emotionCache, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <CacheProvider value={emotionCache}>
        <ChakraProvider value={system}>
          {children}
          <AppToaster />
        </ChakraProvider>
      </CacheProvider>
    </Provider>
  );
}
