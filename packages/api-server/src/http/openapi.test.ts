// One API description (decision 0058): /api/openapi.json is read from the routes themselves, holds every /api route
// the app registers, and every call the API client makes has a route in it.
import { json, startTestSite, type TestSite } from '../../test/harness.ts';
import { apiOperations, operationOf, registeredApiRoutes, type ApiDocument } from '../../test/api-document.ts';
import { clientCalls } from '../../test/client-calls.ts';

let site: TestSite;
let document: ApiDocument;

beforeAll(async () => {
  site = await startTestSite();
  const answer = await fetch(`${site.url}/api/openapi.json`);
  expect(answer.status).toBe(200);
  document = await json<ApiDocument>(answer);
});
afterAll(() => site?.close());

describe('the API document (one API description, decision 0058)', () => {
  it('is OpenAPI 3.1 and names who may call', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(['session', 'agent', 'guest']),
    );
  });

  it('holds every /api route the app registers, and nothing else', () => {
    const registered = registeredApiRoutes(site.app.routes);
    const described = apiOperations(document).map((o) => `${o.method} ${o.path}`);
    expect({ missing: registered.filter((r) => !described.includes(r)) }).toEqual({ missing: [] });
    expect({ unknown: described.filter((d) => !registered.includes(d)) }).toEqual({ unknown: [] });
  });

  it("takes each body's, query's and path parameter's schema from the route's own validator", () => {
    const charge = operationOf(document, 'POST', '/api/proxy/payments');
    const body = charge.requestBody?.content['application/json']?.schema;
    expect(body?.properties).toHaveProperty('idempotencyKey');
    expect(charge.responses['400']?.description).toMatch(/Danish/);
    const receipt = operationOf(document, 'GET', '/api/proxy/payment/receipt');
    expect(receipt.parameters?.map((p) => `${p.in} ${p.name}`)).toContain('query paymentId');
    const session = operationOf(document, 'POST', '/api/proxy/games/{slug}/sessions');
    expect(session.parameters?.map((p) => `${p.in} ${p.name}`)).toContain('path slug');
    expect(session.security).toEqual([{ session: [] }]);
  });

  it('fails when a registered route is missing from it', () => {
    const withoutOne = apiOperations(document).filter((o) => o.path !== '/api/proxy/payment/limits');
    const registered = registeredApiRoutes(site.app.routes);
    const described = withoutOne.map((o) => `${o.method} ${o.path}`);
    expect(registered.filter((r) => !described.includes(r))).toEqual([
      'GET /api/proxy/payment/limits',
      'POST /api/proxy/payment/limits',
    ]);
  });
});

describe("the API client's calls (a client path or method with no route fails)", () => {
  const calls = clientCalls();

  it('are found in the client, each with its method and path', () => {
    expect(calls.length).toBeGreaterThan(60);
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/proxy/profiles/show' }));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/proxy/games/{}/sessions' }));
  });

  it('each have a route in the document', () => {
    const unrouted = calls
      .filter((call) => !routeFor(call.method, call.path))
      .map((c) => `${c.method} ${c.path} (${c.at})`);
    expect(unrouted).toEqual([]);
  });

  it('fails for a path or a method with no route', () => {
    expect(routeFor('GET', '/api/proxy/profiles/shows')).toBeUndefined();
    expect(routeFor('POST', '/api/proxy/profiles/show')).toBeUndefined();
    expect(routeFor('GET', '/api/proxy/profiles/show')).toBe('GET /api/proxy/profiles/show');
  });
});

/** The document's operation a client call reaches: `{}` (a value) fits a `{param}`, `*` the rest of the path. */
function routeFor(method: string, path: string): string | undefined {
  return apiOperations(document).find((o) => o.method === method && pathFits(o.path, path))?.route;
}

function pathFits(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\{[^}]+\}|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(path);
}
