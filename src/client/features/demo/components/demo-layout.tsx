import { Box, Container, Flex } from '@chakra-ui/react';
import { type MouseEvent, Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LoadFailedAlert } from '../../../components/query-states';
import { clearGradingDraft } from '../../grading-desk';
import { DEMO_GRADING, resetDemoData } from '../demo-data';
import { demoPathFor } from '../demo-links';
import type { DemoNetwork } from '../demo-network';
import { demoRoleOf } from '../demo-screens';
import { makeDemoStores } from '../demo-session';
import { DemoHeader } from './demo-header';
import { DemoRoutes } from './demo-routes';

type NetworkState = 'starting' | 'ready' | 'failed';

/** The demo's network is on from entering /demo until leaving it, so the product is never mocked. */
function useDemoNetwork(network: DemoNetwork): NetworkState {
  const [state, setState] = useState<NetworkState>('starting');
  useEffect(() => {
    let left = false;
    network.start().then(
      () => !left && setState('ready'),
      () => !left && setState('failed'),
    );
    return () => {
      left = true;
      network.stop();
      // Review work typed in the demo is sample data too: it must not greet a real instructor later.
      clearGradingDraft(DEMO_GRADING.submissionId);
    };
  }, [network]);
  return state;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** /demo/*: section 2's demo area, open to anyone, on its own stores and its own sample data. */
export function DemoArea({ network }: { network: DemoNetwork }) {
  // Every visit starts from the same sample data; stores made after it hold sessions it knows.
  const [stores] = useState(() => {
    resetDemoData();
    return makeDemoStores();
  });
  const networkState = useDemoNetwork(network);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const role = demoRoleOf(pathname);

  // The product's pages link to product addresses; inside the demo, those with a demo screen stay here.
  const keepLinksInDemo = (event: MouseEvent) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const anchor = (event.target as Element).closest('a[href]');
    const demoPath = anchor ? demoPathFor(anchor.getAttribute('href') ?? '') : null;
    if (!demoPath) return;
    event.preventDefault();
    navigate(demoPath);
  };

  return (
    <Flex minHeight="100vh" direction="column">
      <DemoHeader />
      <Box as="main" flex="1" py="8" onClickCapture={keepLinksInDemo}>
        <Container maxWidth="5xl">
          {networkState === 'starting' && <LoadingSpinner label="Starting the demo…" />}
          {networkState === 'failed' && (
            <LoadFailedAlert message="The demo could not start: this browser blocked its service worker." />
          )}
          {networkState === 'ready' && (
            <Provider key={role} store={stores[role]}>
              <Suspense fallback={<LoadingSpinner />}>
                <DemoRoutes />
              </Suspense>
            </Provider>
          )}
        </Container>
      </Box>
    </Flex>
  );
}
