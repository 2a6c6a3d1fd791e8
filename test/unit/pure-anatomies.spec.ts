import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pureAnatomies } from '../../client/vite-plugins/pure-anatomies';

const clientRequire = createRequire(join(__dirname, '../../client/package.json'));
const packageDir = (name: string) => dirname(clientRequire.resolve(`${name}/package.json`));
const chakra = packageDir('@chakra-ui/react');
const ark = packageDir('@ark-ui/react');
// Zag is Ark's dependency: its accordion's dist folder, where Ark finds it.
const zagAccordionDist = dirname(createRequire(join(ark, 'package.json')).resolve('@zag-js/accordion'));

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = pureAnatomies().transform as unknown as Transform;
const context = { error: (message: string): never => { throw new Error(message); } };
const patch = (file: string) => transform.call(context, readFileSync(file, 'utf8'), file)?.code;
/** Top-level declarations whose value is a call (one module also passes an anatomy on as it is). */
const declaredCalls = (code: string) => code.match(/^(?:var|const|let) [\w$]+ = (?=[\w$.]+\()/gm) ?? [];

describe('the pure-anatomies patch of Chakra, Ark and Zag', () => {
  it("marks every anatomy Chakra's anatomy module defines, and the calls on createAnatomy's answer", () => {
    const file = join(chakra, 'dist/esm/anatomy.js');
    const patched = patch(file)!;
    const defined = declaredCalls(readFileSync(file, 'utf8'));
    expect(defined.length).toBeGreaterThan(30);
    expect(patched.match(/ = \/\* @__PURE__ \*\/ /g)).toHaveLength(defined.length);
    expect(patched).toContain('const breadcrumbAnatomy = /* @__PURE__ */ (/* @__PURE__ */ createAnatomy("breadcrumb")).parts(');
  });

  it("marks Zag's and Ark's own anatomy modules", () => {
    const zag = patch(join(zagAccordionDist, 'accordion.anatomy.mjs'))!;
    expect(zag).toContain('var anatomy = /* @__PURE__ */ (/* @__PURE__ */ createAnatomy("accordion")).parts(');
    expect(zag).toContain('var parts = /* @__PURE__ */ anatomy.build();');
    const field = patch(join(ark, 'dist/components/field/field.anatomy.js'))!;
    expect(field).toContain('var fieldAnatomy = /* @__PURE__ */ (/* @__PURE__ */ createAnatomy("field")).parts(');
  });

  it("marks the slots a Chakra recipe names from its anatomy", () => {
    expect(patch(join(chakra, 'dist/esm/theme/recipes/card.js'))).toContain('slots: /* @__PURE__ */ cardAnatomy.keys()');
  });

  it('leaves every other module alone', () => {
    expect(transform.call(context, 'var a = createAnatomy("x").parts("y");', join(chakra, 'dist/esm/styled-system/css.js'))).toBeNull();
  });

  it('fails the build when a module no longer reads as the patch expects', () => {
    const file = join(chakra, 'dist/esm/anatomy.js');
    const changed = readFileSync(file, 'utf8').replace(/^const /gm, 'export const ');
    expect(() => transform.call(context, changed, file)).toThrow(/defines no anatomy/);
    const recipe = join(chakra, 'dist/esm/theme/recipes/card.js');
    expect(() => transform.call(context, readFileSync(recipe, 'utf8').replace('slots: cardAnatomy', 'slots: [...cardAnatomy'), recipe)).toThrow(/names its slots/);
  });

  it("leaves the anatomies of components the shop does not use out of the shell (the build in client/dist)", () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '../../client/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;
    const shellUi = Object.values(manifest).find((c) => c.name === 'shell-ui');
    expect(shellUi).toBeDefined();
    const code = readFileSync(join(__dirname, '../../client/dist', shellUi!.file), 'utf8');
    // The field's anatomy stays: its recipe styles the shop's forms.
    expect(code).toMatch(/[`"']field[`"']\)\.parts\(/);
    for (const unused of ['accordion', 'color-picker', 'date-picker', 'tree-view', 'tags-input', 'combobox']) {
      expect(code).not.toMatch(new RegExp(`[\`"']${unused}[\`"']\\)\\.parts\\(`));
    }
  });
});
