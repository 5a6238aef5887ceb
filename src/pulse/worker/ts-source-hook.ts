import { registerHooks } from "node:module";

/**
 * Lets the engine worker run from the TypeScript sources (tests, `vitest`): Node 24 strips the types itself, but the
 * sources import each other as `./x.js`, which only exists after a build. A relative `.js` import that does not
 * resolve is retried as `.ts`. Loaded with `--import` into the worker only; the built package never uses it.
 */
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (err) {
      const relative =
        specifier.startsWith("./") || specifier.startsWith("../") || specifier.startsWith("file:");
      if (!(relative && specifier.endsWith(".js"))) throw err;
      return next(`${specifier.slice(0, -3)}.ts`, context);
    }
  },
});
