import type { Plugin } from 'vite';

/** Chakra's system module, as the browser bundle resolves it. */
const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

/**
 * Chakra's `createSystem` writes its whole global CSS (reset, global styles and a variable for
 * every token: ~40% of the call, ~90 ms of the shell's start-up at 4× CPU) as the shell loads,
 * whether or not anything reads it. Only `<ChakraProvider>` does, for its `<Global>`, and a
 * prerendered page has that CSS already, so its browser system leaves it out
 * (app/theme/system.ts, `withoutGlobalCss`). This computes `system._global` on first read
 * instead. The build fails if Chakra's code no longer reads as expected: check the patch
 * against the new version then.
 */
export function lazyChakraGlobalCss(): Plugin {
  return {
    name: 'squ:lazy-chakra-global-css',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (code.split(EAGER).length !== 2 || code.split(FIELD).length !== 2) {
        this.error(`${id} no longer computes _global as this plugin expects; review client/vite-plugins/lazy-chakra-global-css.ts`);
      }
      return {
        code: code
          .replace(EAGER, 'let _global;')
          .replace(FIELD, '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n'),
        map: null,
      };
    },
  };
}
