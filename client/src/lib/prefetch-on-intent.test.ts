import { intendedPath, INTENT_EVENTS, prefetchOnIntent } from './prefetch-on-intent';

const HERE = 'https://squ.example/shop';

/** An element inside a link with these attributes (or inside none). */
function inside(attributes: Record<string, string> | null) {
  const link = attributes && {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
  return { closest: (selector: string) => (selector === 'a[href]' ? link : null) } as unknown as EventTarget;
}

describe('intendedPath', () => {
  it("answers the path of the app's own page a link goes to", () => {
    expect(intendedPath(inside({ href: '/login' }), HERE)).toBe('/login');
    expect(intendedPath(inside({ href: 'https://squ.example/product/101?size=M#top' }), HERE)).toBe('/product/101');
    expect(intendedPath(inside({ href: 'orders', target: '_self' }), HERE)).toBe('/orders');
  });

  it('answers null for other sites, downloads, new windows, the page shown and what is not in a link', () => {
    expect(intendedPath(inside({ href: 'https://elsewhere.example/login' }), HERE)).toBeNull();
    expect(intendedPath(inside({ href: '/orders/7/invoice.pdf', download: '' }), HERE)).toBeNull();
    expect(intendedPath(inside({ href: '/about', target: '_blank' }), HERE)).toBeNull();
    expect(intendedPath(inside({ href: '/shop?category=women-jeans' }), HERE)).toBeNull();
    expect(intendedPath(inside({ href: '#main' }), HERE)).toBeNull();
    expect(intendedPath(inside(null), HERE)).toBeNull();
    expect(intendedPath(null, HERE)).toBeNull();
    expect(intendedPath({} as EventTarget, HERE)).toBeNull();
  });
});

describe('prefetchOnIntent', () => {
  function fakeDocument() {
    const listeners = new Map<string, (event: Event) => void>();
    const doc = {
      location: { href: HERE },
      addEventListener: (type: string, fn: (event: Event) => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    const fire = (type: string, target: EventTarget) => listeners.get(type)?.({ target } as unknown as Event);
    return { doc: doc as unknown as Document, listeners, fire };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('preloads a page once, whichever intent comes first, and stops when asked', async () => {
    const { doc, listeners, fire } = fakeDocument();
    const preload = jest.fn(() => Promise.resolve());
    const stop = prefetchOnIntent(doc, preload);
    expect([...listeners.keys()].sort()).toEqual([...INTENT_EVENTS].sort());
    fire('pointerover', inside({ href: '/login' }));
    fire('focusin', inside({ href: '/login' }));
    fire('touchstart', inside({ href: '/cart' }));
    fire('pointerover', inside({ href: 'https://elsewhere.example/' }));
    await settle();
    expect(preload.mock.calls).toEqual([['/login'], ['/cart']]);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('asks again on the next intent when a preload failed (the line dropped)', async () => {
    const { doc, fire } = fakeDocument();
    const preload = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    prefetchOnIntent(doc, preload);
    fire('pointerover', inside({ href: '/orders' }));
    await settle();
    fire('pointerover', inside({ href: '/orders' }));
    await settle();
    fire('pointerover', inside({ href: '/orders' }));
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
