import { FRAME_WAIT_MS, MAIN_PICTURE_WAIT_MS, pagePainted, preloadPageModules, PRERENDER_MODULES_ID, type StartEnv } from './page-painted';

/** A page as start.ts sees it: #root (empty or drawn, with or without a main picture), frames and timers run by hand. */
function fakePage({ drawn = true, picture = undefined as undefined | Promise<void>, modules = undefined as undefined | string, hidden = false } = {}) {
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const root = {
    firstElementChild: drawn ? {} : null,
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' && picture ? { decode: () => picture } : null),
  };
  const env: StartEnv = {
    document: {
      getElementById: ((id: string) => (id === 'root' ? root : id === PRERENDER_MODULES_ID && modules !== undefined ? { textContent: modules } : null)) as never,
      createElement: (() => ({ rel: '', href: '', crossOrigin: null })) as never,
      head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) } as never,
      visibilityState: hidden ? 'hidden' : 'visible',
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ at: now + ms, run: callback }),
  };
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return {
    env,
    appended,
    /** Runs the frames asked for so far. */
    frame: async () => {
      for (const f of frames.splice(0)) f();
      await flush();
    },
    /** Moves the clock on and runs the timers that are due. */
    tick: async (ms: number) => {
      now += ms;
      for (const t of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.run();
      }
      await flush();
    },
    flush,
  };
}

function track(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

describe('pagePainted', () => {
  it('answers at once on a page that is not prerendered', async () => {
    const page = fakePage({ drawn: false });
    const painted = track(pagePainted(page.env));
    await page.flush();
    expect(painted.done).toBe(true);
  });

  it('waits for the main picture to decode, then for a frame and the task after it', async () => {
    let decoded!: () => void;
    const page = fakePage({ picture: new Promise<void>((resolve) => (decoded = resolve)) });
    const painted = track(pagePainted(page.env));
    await page.frame();
    await page.tick(1);
    expect(painted.done).toBe(false);

    decoded();
    await page.flush();
    expect(painted.done).toBe(false); // decoded, not yet painted
    await page.frame();
    expect(painted.done).toBe(false);
    await page.tick(0);
    expect(painted.done).toBe(true);
  });

  it('gives up on a picture that never decodes after MAIN_PICTURE_WAIT_MS, and goes on past one that fails', async () => {
    const slow = fakePage({ picture: new Promise<void>(() => undefined) });
    const painted = track(pagePainted(slow.env));
    await slow.tick(MAIN_PICTURE_WAIT_MS - 1);
    await slow.frame();
    expect(painted.done).toBe(false);
    await slow.tick(1);
    await slow.frame();
    await slow.tick(0);
    expect(painted.done).toBe(true);

    const broken = fakePage({ picture: Promise.reject(new Error('404')) });
    const alsoPainted = track(pagePainted(broken.env));
    await broken.flush();
    await broken.frame();
    await broken.tick(0);
    expect(alsoPainted.done).toBe(true);
  });

  it('a tab opened in the background does not wait; one put in the background meanwhile waits FRAME_WAIT_MS for a frame', async () => {
    const hidden = fakePage({ hidden: true, picture: new Promise<void>(() => undefined) });
    const painted = track(pagePainted(hidden.env));
    await hidden.flush();
    expect(painted.done).toBe(true);

    const page = fakePage(); // no frame ever comes
    const later = track(pagePainted(page.env));
    await page.tick(FRAME_WAIT_MS - 1);
    expect(later.done).toBe(false);
    await page.tick(1);
    expect(later.done).toBe(true);
  });

  it('a drawn page without a main picture waits for its first frame only', async () => {
    const page = fakePage();
    const painted = track(pagePainted(page.env));
    await page.flush();
    expect(painted.done).toBe(false);
    await page.frame();
    await page.tick(0);
    expect(painted.done).toBe(true);
  });
});

describe('preloadPageModules', () => {
  it('adds a modulepreload link for each module the page lists, all at once', () => {
    const page = fakePage({ modules: '["/assets/home-1.js",7,"/assets/heading-2.js"]' });
    preloadPageModules(page.env);
    expect(page.appended).toEqual([
      { rel: 'modulepreload', href: '/assets/home-1.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/heading-2.js', crossOrigin: '' },
    ]);
  });

  it.each([
    ['no list', undefined],
    ['a list that is not JSON', '["/assets/home'],
    ['JSON that is not a list', '{"a":1}'],
  ])('adds nothing for %s', (_, modules) => {
    const page = fakePage({ modules });
    preloadPageModules(page.env);
    expect(page.appended).toEqual([]);
  });
});
