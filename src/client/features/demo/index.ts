/**
 * The demo feature's one entry (the app layer and other features import only this):
 * the demo area, its own chunk (page-chunks.ts): msw and the sample data travel only with it.
 */
import { createElement } from 'react';
import { DemoArea } from './components/demo-layout';
import { browserDemoNetwork } from './demo-worker';

/** The demo area's chunk (page-chunks.ts): msw and the sample data load with it and nowhere else. */
export const DemoLayout = () => createElement(DemoArea, { network: browserDemoNetwork });
