/**
 * A jest transformer that gives every module local bindings of the language's built-in globals.
 *
 * Jest runs each test file's modules in a `vm` context, and on Node 20 every read of a global there
 * (`Object`, `Array`, `undefined`…) goes through the context's interceptor: `Object.getPrototypeOf(x)`
 * took 0.14 µs in a test against 0.003 µs in a plain process, and drizzle, which calls such built-ins
 * on every chunk of every query it builds, built a whole-row select in 470 µs under jest against
 * 100 µs under tsx. Bound once per module, the same reads cost what they cost outside jest.
 *
 * The module's own code runs in a function of its own inside those bindings (its `this` and its
 * `arguments` passed on), so a module that declares a name of its own (`class Map`, `var undefined`)
 * shadows the binding as it would the global. Globals that tests replace at run time are left alone:
 * the timers and `Date` (fake timers), `fetch` and the network classes (msw), `console`, `process`.
 *
 * Options: `{ swc }` runs @swc/jest with those options first; without it the source is only wrapped
 * (node_modules that are already CommonJS).
 */
const crypto = require('node:crypto');
const swcJest = require('@swc/jest');

const BUILT_INS = [
  'Object',
  'Array',
  'Function',
  'String',
  'Number',
  'Boolean',
  'Symbol',
  'BigInt',
  'Math',
  'JSON',
  'Reflect',
  'Proxy',
  'Promise',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'RegExp',
  'ArrayBuffer',
  'Uint8Array',
  'DataView',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'encodeURIComponent',
  'decodeURIComponent',
  'undefined',
  'NaN',
  'Infinity',
];

// One line, so that every line of the module keeps its number (stack traces and source maps).
const OPEN = `let {${BUILT_INS.join(',')}} = globalThis; return (function () {`;
const CLOSE = '\n}).apply(this, arguments);';

/** A hashbang may only open a file; inside the function it becomes a comment. */
const wrap = (code) => OPEN + (code.startsWith('#!') ? `//${code}` : code) + CLOSE;

module.exports = {
  createTransformer(options = {}) {
    const swc = options.swc ? swcJest.createTransformer(options.swc) : null;
    return {
      process(source, filename, jestOptions) {
        if (!swc) return { code: wrap(source) };
        const compiled = swc.process(source, filename, jestOptions);
        return { code: wrap(compiled.code), map: compiled.map };
      },
      getCacheKey(source, filename, jestOptions) {
        const inner = swc
          ? swc.getCacheKey(source, filename, jestOptions)
          : crypto.createHash('sha1').update(source).update('\0').update(filename).digest('hex');
        return crypto.createHash('sha1').update(inner).update(OPEN).update(CLOSE).digest('hex');
      },
    };
  },
};
