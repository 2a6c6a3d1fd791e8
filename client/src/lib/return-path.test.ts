import { loginPath, returnPath } from './return-path';

const back = (next: string) => returnPath(new URLSearchParams({ next }));

describe('sign-in returns to the page that asked for it', () => {
  it('/login carries the page (path and query) it was asked from', () => {
    expect(loginPath('/checkout')).toBe('/login?next=%2Fcheckout');
    expect(loginPath('/orders?open=SQU-1#top')).toBe('/login?next=%2Forders%3Fopen%3DSQU-1%23top');
  });

  it('the Login link (no page), home and /login itself: plain /login', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath(null)).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?next=%2Forders')).toBe('/login');
  });

  it('after signing in: back to that page, query and all', () => {
    expect(back('/checkout')).toBe('/checkout');
    expect(back('/profile')).toBe('/profile');
    expect(back('/orders?open=SQU-1#top')).toBe('/orders?open=SQU-1#top');
    expect(returnPath(new URLSearchParams(loginPath('/orders').split('?')[1]))).toBe('/orders');
  });

  it('no page: null (the caller goes to /, as the spec says)', () => {
    expect(returnPath(new URLSearchParams())).toBeNull();
    expect(back('')).toBeNull();
  });

  it('never another site: no open redirect', () => {
    for (const evil of [
      'https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'evil.example',
      '/\t/evil.example', '/%0a/evil', ' /orders', 'http:/evil.example', '/login', '/login?next=%2Forders',
    ]) {
      const to = back(evil);
      expect([evil, to === null || (to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login'))]).toEqual([evil, true]);
    }
    expect(back('https://evil.example/')).toBeNull();
    expect(back('//evil.example/x')).toBeNull();
    expect(back('/\\evil.example')).toBeNull();
    expect(back('/login')).toBeNull();
  });

  it('paths are normalised as the browser would (dot segments stay inside the shop)', () => {
    expect(back('/orders/../profile')).toBe('/profile');
    expect(back('/../../checkout')).toBe('/checkout');
  });
});
