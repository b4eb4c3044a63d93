import vm from 'node:vm';

// The transformer is CommonJS, as jest loads it.
const { createTransformer } = require('./local-globals-transformer.cjs') as {
  createTransformer(options?: object): {
    process(source: string, filename: string, options: object): { code: string };
  };
};

/** Runs a module's code the way jest does: inside a function, in a context of its own. */
function runModule(source: string, context = vm.createContext({})) {
  const { code } = createTransformer().process(source, '/node_modules/example/index.js', {});
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInContext(
    `({"Object.<anonymous>":function(module,exports,require){${code}\n}})`,
    context,
    { filename: 'example.js' },
  )['Object.<anonymous>'];
  wrapper.call(module.exports, module, module.exports, () => null);
  return module.exports;
}

describe('the transformer that binds built-in globals in each module', () => {
  it('leaves what a module computes unchanged', () => {
    const exported = runModule(`
      exports.keys = Object.keys({ a: 1, b: 2 });
      exports.isArray = Array.isArray([]);
      exports.missing = ({}).nothing === undefined;
    `);
    expect(exported).toEqual({ keys: ['a', 'b'], isArray: true, missing: true });
  });

  it("lets a module's own declarations shadow the globals they name", () => {
    const exported = runModule(`
      class Map { get size() { return 'own'; } }
      var undefined = 'declared';
      exports.size = new Map().size;
      exports.undefinedValue = undefined;
    `);
    expect(exported).toEqual({ size: 'own', undefinedValue: 'declared' });
  });

  it("keeps the module's this, its arguments and its strict mode", () => {
    const exported = runModule(`"use strict";
      exports.thisIsExports = this === exports;
      exports.argumentCount = arguments.length;
      exports.strict = (function () { return this === undefined; })();
    `);
    expect(exported).toEqual({ thisIsExports: true, argumentCount: 3, strict: true });
  });

  it('keeps the line numbers of the source and accepts a hashbang', () => {
    const exported = runModule('#!/usr/bin/env node\n\nexports.stack = new Error("here").stack;');
    expect(String(exported.stack)).toMatch(/example\.js:3:/);
  });

  it('reads a global the tests replace (the timers) when it is used, not when the module loads', () => {
    const context = vm.createContext({ setTimeout: () => 'real' });
    const exported = runModule('exports.later = () => setTimeout();', context);
    context.setTimeout = () => 'fake';
    expect((exported.later as () => string)()).toBe('fake');
  });
});
