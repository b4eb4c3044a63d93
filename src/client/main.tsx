// First: starts the first screen's downloads before the imports below are evaluated.
import './app/start-first-screen';
import { rootElement } from './app/page-boot';
import { startApp } from './app/start-app';

startApp(rootElement());
