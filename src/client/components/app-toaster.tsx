import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * The one toaster of the app: forms announce success through it (brief: success toasts). At the bottom,
 * so a notification never covers the header's account menu or navigation.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

// The toast components and their state machine load with the first notification, not with the first
// page; the toaster shows every notification still open when it mounts.
const ToasterView = lazy(async () => ({
  default: (await import(/* webpackChunkName: "toaster" */ './toaster-view')).ToasterView,
}));

export function AppToaster() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => (needed ? undefined : toaster.subscribe(() => setNeeded(true))), [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
