import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { lazyChakraGlobalCss } from '../../client/vite-plugins/lazy-chakra-global-css';

// The file the browser bundle takes: @chakra-ui/react's ESM build of its system module.
const chakraRoot = dirname(createRequire(join(__dirname, '../../client/package.json')).resolve('@chakra-ui/react/package.json'));
const SYSTEM = join(chakraRoot, 'dist/esm/styled-system/system.js');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = lazyChakraGlobalCss().transform as unknown as Transform;
const context = { error: (message: string): never => { throw new Error(message); } };

describe('the lazy global CSS patch of Chakra', () => {
  it("makes the installed Chakra compute system._global on first read, not in createSystem", () => {
    const original = readFileSync(SYSTEM, 'utf8');
    const patched = transform.call(context, original, SYSTEM)!.code;
    expect(original).toContain('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];');
    expect(patched).not.toContain('const _global = [');
    expect(patched).toContain('get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },');
    expect(patched.length - original.length).toBeLessThan(100);
  });

  it('leaves every other module alone', () => {
    expect(transform.call(context, 'const _global = 1;', join(chakraRoot, 'dist/esm/styled-system/css.js'))).toBeNull();
  });

  it('fails the build when Chakra no longer reads as the patch expects', () => {
    const changed = readFileSync(SYSTEM, 'utf8').replace('getPreflightCss(), getGlobalCss(), getTokenCss()]', 'getGlobalCss()]');
    expect(() => transform.call(context, changed, SYSTEM)).toThrow(/no longer computes _global/);
  });
});
