import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { securityHeaders } from './security.js';

function request(method: string, url: string, headers: Record<string, string>) {
  const req = new IncomingMessage(new Socket());
  Object.assign(req, { method, url, headers });
  return req;
}

describe('security headers', () => {
  test('every answer gets a Content-Security-Policy of our own origin, HSTS and nosniff, and no X-Powered-By', () => {
    const req = request('GET', '/', {});
    const res = new ServerResponse(req);
    res.setHeader('X-Powered-By', 'Express');
    let next = 0;
    securityHeaders()(req as never, res as never, () => next++);
    expect(next).toBe(1);
    expect(res.getHeader('content-security-policy')).toMatch(/default-src 'self'/);
    expect(res.getHeader('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.getHeader('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.getHeader('x-content-type-options')).toBe('nosniff');
    expect(res.hasHeader('x-powered-by')).toBe(false);
  });

  test("Razorpay's checkout is allowed only when the shop pays through Razorpay", () => {
    const csp = (razorpay: boolean) => {
      const req = request('GET', '/', {});
      const res = new ServerResponse(req);
      securityHeaders({ razorpay })(req as never, res as never, () => undefined);
      return String(res.getHeader('content-security-policy'));
    };
    expect(csp(false)).not.toMatch(/razorpay/);
    expect(csp(false)).toMatch(/frame-src 'none'/);
    expect(csp(true)).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp(true)).toMatch(/frame-src https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com/);
  });
});
