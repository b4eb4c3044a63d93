import { HttpHandler } from 'msw';
import { handlers } from '../../mocks/handlers';
import { startTestServer, type TestServer } from '../../test/server/test-server';
import { API_ROUTES, type ApiRouteName, routeNameOf } from '../shared/contract/routes';

let server: TestServer;
beforeAll(async () => {
  // Every optional route on, so that the whole route table is served.
  server = await startTestServer({ LEGACY_ANALYTICS: '1' });
});
afterAll(() => server.close());

const served = () =>
  server.app.apiRoutes.map((route) => `${route.method} ${route.url.slice('/api'.length)}`).sort();

const mockRoutes = () =>
  handlers
    .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
    .map((handler) => ({
      method: String(handler.info.method),
      path: String(handler.info.path).replace(/^\*\/api/, ''),
    }));

describe('the contract owns the routes', () => {
  it('declares exactly the routes the server serves', () => {
    const declared = Object.values(API_ROUTES)
      .map((spec) => `${spec.method} ${spec.path}`)
      .sort();
    expect(served()).toEqual(declared);
  });

  it('has every msw handler answer a route the server serves', () => {
    const strays = mockRoutes().filter(({ method, path }) => !routeNameOf(method, path));
    expect(strays).toEqual([]);
  });

  it("has every msw handler at its route's own path, parameters named as the contract names them", () => {
    const renamed = mockRoutes()
      .map(({ method, path }) => ({ method, path, name: routeNameOf(method, path) }))
      .filter(({ name, path }) => name && API_ROUTES[name].path !== path)
      .map(({ method, path, name }) => `${method} ${path} (${name})`);
    expect(renamed).toEqual([]);
  });

  it('has a mock for every route the browser calls', () => {
    // Calls the browser never makes: the legacy channel is off in every build the tests and the demo
    // use, the health check is for load balancers, and no screen reads one lesson on its own.
    const unmocked = new Set<ApiRouteName>(['legacyAnalytics', 'health', 'getLesson']);
    const mocked = new Set(mockRoutes().map(({ method, path }) => routeNameOf(method, path)));
    const missing = (Object.keys(API_ROUTES) as ApiRouteName[]).filter(
      (name) => !mocked.has(name) && !unmocked.has(name),
    );
    expect(missing).toEqual([]);
  });
});
