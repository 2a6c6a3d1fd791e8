import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { applySecurityHeaders, helmetWithPolicy, securityHeaders } from './security.js';

function request(method: string, url: string, headers: Record<string, string>) {
  const req = new IncomingMessage(new Socket());
  Object.assign(req, { method, url, headers });
  return req;
}

const requests = [
  request('GET', '/', {}),
  request('POST', '/graphql', { 'content-type': 'application/json', authorization: 'Bearer x', 'x-forwarded-proto': 'https' }),
  request('GET', '/shop?category=men', { accept: 'text/html', 'user-agent': 'Mozilla/5.0', cookie: 'squ_rt=abc' }),
  request('OPTIONS', '/api/orders', { origin: 'https://elsewhere.example' }),
];

describe('security headers worked out once', () => {
  test.each(requests.map((r) => [r.method, r.url, r] as const))('%s %s gets exactly the headers helmet itself would give it', (_m, _u, req) => {
    const byHelmet = new ServerResponse(req);
    byHelmet.setHeader('X-Powered-By', 'Express');
    let called = false;
    helmetWithPolicy()(req as never, byHelmet as never, () => (called = true));
    expect(called).toBe(true);

    const byList = new ServerResponse(req);
    byList.setHeader('X-Powered-By', 'Express');
    applySecurityHeaders(byList);

    expect(byList.getHeaders()).toEqual(byHelmet.getHeaders());
    expect(byList.getHeaderNames()).toEqual(byHelmet.getHeaderNames());
    expect(byList.getHeader('content-security-policy')).toMatch(/default-src 'self'/);
    expect(byList.hasHeader('x-powered-by')).toBe(false);
  });

  test('the middleware applies them and passes the request on', () => {
    const req = requests[0];
    const res = new ServerResponse(req);
    let next = 0;
    securityHeaders()(req, res, () => next++);
    expect(next).toBe(1);
    expect(res.getHeader('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.getHeader('x-content-type-options')).toBe('nosniff');
  });
});
