import { createElement } from 'react';
import { DemoArea } from './components/demo-layout';
import { browserDemoNetwork } from './demo-worker';

/** The demo area's chunk (page-chunks.ts): msw and the sample data load with it and nowhere else. */
export const DemoLayout = () => createElement(DemoArea, { network: browserDemoNetwork });
