import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stepwiseChakraSystem } from '../../client/vite-plugins/stepwise-chakra-system';

// The files the browser bundle takes: @chakra-ui/react's ESM build.
const ROOT = join(__dirname, '../..');
const chakraRoot = dirname(createRequire(join(ROOT, 'client/package.json')).resolve('@chakra-ui/react/package.json'));
const ESM = join(chakraRoot, 'dist/esm');
const SYSTEM = join(ESM, 'styled-system/system.js');
const DICTIONARY = join(ESM, 'styled-system/token-dictionary.js');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = stepwiseChakraSystem().transform as unknown as Transform;
const context = { error: (message: string): never => { throw new Error(message); } };
const patch = (file: string) => transform.call(context, readFileSync(file, 'utf8'), file)!.code;

describe('the stepwise createSystem patch of Chakra', () => {
  it('patches the installed system and token dictionary modules, and leaves every other module alone', () => {
    expect(patch(SYSTEM)).toContain('createSystem.steps = createSystemSteps;');
    expect(patch(SYSTEM)).toContain('const tokens = yield* createTokenDictionarySteps({');
    expect(patch(DICTIONARY)).toContain('function* createTokenDictionarySteps(options) {');
    expect(patch(DICTIONARY)).not.toContain('function build()');
    expect(transform.call(context, 'function createSystem(...configs) {}', join(ESM, 'styled-system/css.js'))).toBeNull();
  });

  it('fails the build when Chakra no longer reads as the patch expects', () => {
    // build() doing one thing more: the patch's copy of its body would silently leave it out.
    const changed = readFileSync(DICTIONARY, 'utf8').replace('    setupViews();\n  }\n', '    setupViews();\n    freeze();\n  }\n');
    expect(() => transform.call(context, changed, DICTIONARY)).toThrow(/no longer reads as .* expects/);
    const renamed = readFileSync(SYSTEM, 'utf8').replace('const tokens = createTokenDictionary({', 'const dictionary = createTokenDictionary({');
    expect(() => transform.call(context, renamed, SYSTEM)).toThrow(/no longer reads as .* expects/);
  });

  it('makes, in steps or at once, the very system the unpatched Chakra makes', () => {
    // The patched modules in a copy of Chakra's ESM build, run by Node beside the original.
    const dir = mkdtempSync(join(tmpdir(), 'squ-stepwise-'));
    try {
      cpSync(ESM, join(dir, 'esm'), { recursive: true });
      writeFileSync(join(dir, 'esm/styled-system/system.js'), patch(SYSTEM));
      writeFileSync(join(dir, 'esm/styled-system/token-dictionary.js'), patch(DICTIONARY));
      writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
      symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
      const script = `
        import { createSystem as original } from ${JSON.stringify(SYSTEM)};
        import { defaultConfig } from ${JSON.stringify(join(ESM, 'preset.js'))};
        import { createSystem as patched } from './esm/styled-system/system.js';
        const shop = { theme: { tokens: { colors: { brand: { 500: { value: '#d0764c' } } } }, semanticTokens: { colors: { accent: { value: { _light: '{colors.brand.500}', _dark: 'white' } } } } } };
        const deep = (value) => value instanceof Map ? [...value].map(([k, v]) => [k, deep(v)]) : value instanceof Set ? [...value] : value;
        const describe = (system) => JSON.stringify({
          global: system._global,
          tokens: system.tokens.allTokens,
          maps: ['cssVarMap', 'colorPaletteMap', 'flatMap', 'categoryMap', 'conditionMap'].map((map) => [map, deep(system.tokens[map])]),
          css: system.css({ p: 4, color: 'accent', bg: { base: 'red.500', _hover: 'brand.500' }, md: { mx: 'auto' } }),
          button: system.cva(defaultConfig.theme.recipes.button)({ size: 'sm', variant: 'outline' }),
          tokenVar: system.token.var('colors.accent'),
        });
        const steps = patched.steps(defaultConfig, shop);
        let count = 0;
        let step;
        while (!(step = steps.next()).done) count++;
        const want = describe(original(defaultConfig, shop));
        console.log(JSON.stringify({ count, stepwise: describe(step.value) === want, atOnce: describe(patched(defaultConfig, shop)) === want, size: want.length }));
      `;
      const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, encoding: 'utf8' }));
      expect(out).toEqual({ count: 5, stepwise: true, atOnce: true, size: expect.any(Number) });
      expect(out.size).toBeGreaterThan(10_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
