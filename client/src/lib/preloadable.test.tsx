import { lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { preloadable } from './preloadable';
import { forgetFailedLoads } from './try-again';

const Page = ({ name }: { name: string }) => <p>{`Hello ${name}`}</p>;
const load = () => Promise.resolve({ default: Page as ComponentType<{ name: string }> });
/** One synchronous pass, as a first render: what is not there yet shows its fallback. */
const firstPass = (C: ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<i>loading</i>}>
      <C name="Asha" />
    </Suspense>,
  );

describe('preloadable', () => {
  it('draws the component in the first pass once preloaded (a plain lazy one still suspends there)', async () => {
    const plain = lazy(load);
    await load();
    expect(firstPass(plain)).toContain('loading');

    const page = preloadable(load);
    expect(firstPass(page.Component)).toContain('loading');
    await page.preload();
    expect(firstPass(page.Component)).toBe('<!--$--><p>Hello Asha</p><!--/$-->');
  });

  it('loads once, however often it is asked to', async () => {
    const loads = jest.fn(load);
    const page = preloadable(loads);
    await Promise.all([page.preload(), page.preload()]);
    await page.preload();
    expect(loads).toHaveBeenCalledTimes(1);
  });
});

describe('preloadable, when its code cannot be fetched', () => {
  it('fetches again on the next preload', async () => {
    const fetchPage = jest.fn<Promise<{ default: ComponentType<{ name: string }> }>, []>().mockRejectedValueOnce(new Error('offline')).mockImplementation(load);
    const page = preloadable(fetchPage);
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toEqual({ default: Page });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(firstPass(page.Component)).toBe('<!--$--><p>Hello Asha</p><!--/$-->');
  });
});

describe('preloadable, when its code does not come while it is drawn', () => {
  it('stays failed however often it is drawn; Try Again or a preload fetch it afresh', async () => {
    const fetchPage = jest
      .fn<Promise<{ default: ComponentType<{ name: string }> }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(load);
    const page = preloadable(fetchPage);
    expect(firstPass(page.Component)).toContain('loading');
    await new Promise((r) => setTimeout(r, 0));
    // React draws a failed page again as it recovers from the error: no fetch each time.
    for (let i = 0; i < 3; i++) expect(firstPass(page.Component)).not.toContain('Hello');
    expect(fetchPage).toHaveBeenCalledTimes(1);

    forgetFailedLoads();
    expect(firstPass(page.Component)).toContain('loading');
    await new Promise((r) => setTimeout(r, 0));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(firstPass(page.Component)).not.toContain('Hello');

    await expect(page.preload()).resolves.toEqual({ default: Page });
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(firstPass(page.Component)).toBe('<!--$--><p>Hello Asha</p><!--/$-->');
  });
});
