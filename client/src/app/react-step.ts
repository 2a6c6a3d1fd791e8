// The shell's first step (start.ts): React and React DOM, evaluated in a task of their own. A
// module of the shop's own (vite.config.ts, SHELL_STEPS) so that start.ts imports an ES module:
// importing the CommonJS package itself would put bundler helpers into start.ts's chunk, and
// with them the shell's runtime chunk into the page's first script.
export { hydrateRoot } from 'react-dom/client';
export { jsx } from 'react/jsx-runtime';
