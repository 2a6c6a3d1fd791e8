import { COOKIE_NEEDS_JSON, CROSS_SITE, crossSiteRefusal, type RequestFacts } from './cross-site.js';

const HOST = 'shop.example.in';
const TRUSTED = ['https://partner.example'];
const refusal = (facts: Partial<RequestFacts>) => crossSiteRefusal({ host: HOST, usesCookie: false, contentType: 'application/json', ...facts }, TRUSTED);

describe('crossSiteRefusal', () => {
  test('integrators (no Origin, no Sec-Fetch-Site, the token in the JSON body) pass, whatever their content type', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ contentType: undefined })).toBeNull();
    expect(refusal({ contentType: 'text/plain' })).toBeNull();
  });

  test("the shop's own pages pass: their Origin is the host asked for, by either scheme, with or without the default port", () => {
    expect(refusal({ origin: 'https://shop.example.in', secFetchSite: 'same-origin', usesCookie: true })).toBeNull();
    expect(refusal({ origin: 'http://shop.example.in', usesCookie: true })).toBeNull();
    expect(refusal({ origin: 'https://shop.example.in', host: 'shop.example.in:443', usesCookie: true })).toBeNull();
    expect(refusal({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', usesCookie: true })).toBeNull();
  });

  test.each([
    'https://evil.example',
    'null',
    'https://shop.example.in.evil.example',
    'https://evil.shop.example.in',
    'https://shop.example.in:8443',
    'https://shop.example.in/path',
    'file://',
    'not an origin',
  ])('Origin %s is refused, even with JSON and no cookie', (origin) => {
    expect(refusal({ origin })).toBe(CROSS_SITE);
  });

  test('an Origin cannot be judged without a Host: refused', () => {
    expect(refusal({ origin: 'https://shop.example.in', host: undefined })).toBe(CROSS_SITE);
  });

  test.each(['cross-site', 'same-site'])('Sec-Fetch-Site %s is refused, with or without an Origin', (secFetchSite) => {
    expect(refusal({ secFetchSite })).toBe(CROSS_SITE);
    expect(refusal({ secFetchSite, origin: 'https://shop.example.in' })).toBe(CROSS_SITE);
  });

  test('Sec-Fetch-Site same-origin or none (typed by the user) passes', () => {
    expect(refusal({ secFetchSite: 'same-origin' })).toBeNull();
    expect(refusal({ secFetchSite: 'none' })).toBeNull();
  });

  test('an origin of CORS_ORIGINS passes, cross-site as the browser rightly calls it', () => {
    expect(refusal({ origin: 'https://partner.example', secFetchSite: 'cross-site' })).toBeNull();
    expect(refusal({ origin: 'https://PARTNER.example', secFetchSite: 'same-site' })).toBeNull();
  });

  test('the cookie is only taken with Content-Type application/json (a form or text/plain needs no preflight)', () => {
    for (const contentType of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined, 'application/jsonp', '']) {
      expect([contentType, refusal({ usesCookie: true, contentType })]).toEqual([contentType, COOKIE_NEEDS_JSON]);
    }
    for (const contentType of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
      expect([contentType, refusal({ usesCookie: true, contentType })]).toEqual([contentType, null]);
    }
  });

  test('a cross-site request is refused as such before its content type is looked at', () => {
    expect(refusal({ origin: 'https://evil.example', usesCookie: true, contentType: 'text/plain' })).toBe(CROSS_SITE);
  });
});
