import type { Plugin } from 'vite';

/**
 * Where Chakra, Ark and Zag define the anatomies of their components (the part names of each
 * component's slots): `var anatomy = createAnatomy("x").parts(...)`, `const y = x.extendWith(...)`,
 * `var parts = anatomy.build()`; every top-level declaration of these modules is one.
 */
const ANATOMY_MODULE = /\/node_modules\/(@zag-js\/[^/]+\/dist\/[\w-]+\.anatomy\.mjs|@ark-ui\/react\/dist\/components\/[\w-]+\/[\w-]+\.anatomy\.js|@chakra-ui\/react\/dist\/esm\/anatomy\.js)$/;
/** Chakra's recipes, each naming its slots from an anatomy: `slots: cardAnatomy.keys()`. */
const RECIPE_MODULE = /\/node_modules\/@chakra-ui\/react\/dist\/esm\/theme\/recipes\/[\w-]+\.js$/;

/** A top-level declaration whose value is a call. */
const DECLARATION = /^((?:var|const|let) [\w$]+ = )(?=[\w$.]+\()/gm;
/** A call on a call's answer: the bundler reads `@__PURE__` before it as marking the inner call only. */
const CHAINED = /(?<=@__PURE__ \*\/ )(createAnatomy\((?:"[^"]*"|'[^']*')\))\.parts\(/g;
const SLOTS = /\b(slots: )(?=[\w$]+Anatomy\.keys\(\))/g;

/**
 * Chakra's anatomy module defines the anatomy of every one of its ~60 components, each a call
 * the bundler keeps, as it cannot tell the call has no side effects; and of each recipe the shop
 * leaves out, the bundler still kept the `xAnatomy.keys()` that names its slots. So the shell
 * built every anatomy as it loaded (~35 ms of its start-up at 4x CPU slowdown). Marking these
 * calls `@__PURE__` lets the unused ones go. The build fails if a module no longer reads as
 * expected: review the patterns against the new version then.
 */
export function pureAnatomies(): Plugin {
  return {
    name: 'squ:pure-anatomies',
    apply: 'build',
    transform(code, id) {
      let marked = 0;
      // `head` is what comes before the call, kept as it is.
      const mark = (_: string, head: string) => {
        marked++;
        return `${head}/* @__PURE__ */ `;
      };
      if (ANATOMY_MODULE.test(id)) {
        const out = code.replace(DECLARATION, mark).replace(CHAINED, '(/* @__PURE__ */ $1).parts(');
        // Some modules only pass on another's anatomy.
        if (!marked && /createAnatomy\(|\.extendWith\(/.test(code)) this.error(`${id} defines no anatomy as client/vite-plugins/pure-anatomies.ts expects; review the plugin`);
        return { code: out, map: null };
      }
      if (RECIPE_MODULE.test(id)) {
        const out = code.replace(SLOTS, mark);
        if (!marked && /Anatomy\b/.test(code)) this.error(`${id} names its slots other than client/vite-plugins/pure-anatomies.ts expects; review the plugin`);
        return { code: out, map: null };
      }
      return null;
    },
  };
}
