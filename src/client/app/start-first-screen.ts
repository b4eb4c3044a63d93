import { startEarlyRequests } from '../api/early-requests';
import { preloadFirstScreen } from './first-screen-chunks';
import { firstScreenRequests } from './first-screen-requests';
import { storedSession } from './page-boot';

// Runs as this module is evaluated, which main.tsx makes the first thing the app does: the first
// screen's code and data then download while React, Chakra and Redux are still being evaluated, which
// takes about half a second on a slow phone.
const session = storedSession();
preloadFirstScreen(window.location.pathname, session !== null);
if (session?.token) startEarlyRequests(firstScreenRequests(window.location.pathname, session), session.token);
