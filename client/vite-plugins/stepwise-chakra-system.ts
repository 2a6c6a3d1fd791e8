import type { Plugin } from 'vite';

/** Chakra's system and token dictionary modules, as the bundles resolve them. */
const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const DICTIONARY_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/token-dictionary\.js$/;

/** Runs a generator of steps to its end, at once: what the unpatched functions did. */
const RUN = 'function __squRunSteps(steps) {\n  for (;;) {\n    const step = steps.next();\n    if (step.done) return step.value;\n  }\n}\n';

/** [what the module must hold exactly once, what it becomes]. */
type Patch = [string, string];

const DICTIONARY_PATCHES: Patch[] = [
  ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
  // build()'s body, unchanged, in three steps (the patch fails if build() reads otherwise).
  [
    '  function build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    addConditionalTokens();\n    addReferences();\n    expandTokenReferences$1();\n    applyMiddlewares("post");\n    applyTransforms("post");\n    setupViews();\n  }\n',
    '',
  ],
  [
    '  build();\n  return dictionary;\n}\n',
    '  yield;\n  applyMiddlewares("pre");\n  applyTransforms("pre");\n  addConditionalTokens();\n  addReferences();\n  expandTokenReferences$1();\n  yield;\n' +
      '  applyMiddlewares("post");\n  applyTransforms("post");\n  yield;\n  setupViews();\n  return dictionary;\n}\n' +
      `${RUN}function createTokenDictionary(options) {\n  return __squRunSteps(createTokenDictionarySteps(options));\n}\n`,
  ],
  ['export { createTokenDictionary, tokenCategories };', 'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };'],
];

const SYSTEM_PATCHES: Patch[] = [
  ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionarySteps } from './token-dictionary.js';"],
  ['function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n', 'function* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n'],
  ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
  ['  const breakpoints = createBreakpoints(', '  yield;\n  const breakpoints = createBreakpoints('],
  [
    'export { createSystem, isValidSystem };',
    `${RUN}function createSystem(...configs) {\n  return __squRunSteps(createSystemSteps(...configs));\n}\ncreateSystem.steps = createSystemSteps;\nexport { createSystem, isValidSystem };`,
  ],
];

/**
 * Chakra's `createSystem` is one call of ~35-60 ms on this project's test machines (~150-250 ms
 * at a phone's 4x CPU slowdown), the longest task of a page's start-up. This cuts it into steps
 * without changing what it computes: the build's `createSystem.steps(...configs)` is a generator
 * that pauses after merging the configs, after registering the tokens, after their "pre" and
 * their "post" transforms, and returns the system; `createSystem` itself runs the steps at once,
 * as before. app/theme/system.ts gives each step a task of its own.
 *
 * The build fails if Chakra's code no longer reads as expected: check the patch against the
 * new version then (test/unit/stepwise-chakra-system.spec.ts runs it on the installed one).
 */
export function stepwiseChakraSystem(): Plugin {
  return {
    name: 'squ:stepwise-chakra-system',
    apply: 'build',
    transform(code, id) {
      const patches = SYSTEM_MODULE.test(id) ? SYSTEM_PATCHES : DICTIONARY_MODULE.test(id) ? DICTIONARY_PATCHES : null;
      if (!patches) return null;
      let out = code;
      for (const [from, to] of patches) {
        if (out.split(from).length !== 2) {
          this.error(`${id} no longer reads as client/vite-plugins/stepwise-chakra-system.ts expects (${JSON.stringify(from.slice(0, 60))}); review the patch`);
        }
        out = out.replace(from, () => to);
      }
      return { code: out, map: null };
    },
  };
}
