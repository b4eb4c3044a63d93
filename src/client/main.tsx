import { rootElement } from './app/page-boot';
import { startApp } from './app/start-app';

startApp(rootElement());
