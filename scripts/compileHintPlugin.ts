/**
 * Marks the chunks the first paint runs (the entry and the first-paint views) with V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad` (Chrome 136 and later): nearly every function in them runs as the page opens, so
 * V8 compiles them as they stream in, on a background thread, instead of one by one on the main thread as each is
 * first called during the mount. Other engines read a comment. Written as the bundle is generated, after the
 * minifier, which drops comments; the comment must stand on the file's first line.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHint(chunkNames: readonly string[]): Plugin {
  return {
    name: 'battle-chronicle:compile-hint',
    apply: 'build',
    enforce: 'post',
    // After Vite's own, which writes the entry's table of lazy chunks above its code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && (file.isEntry || chunkNames.includes(file.name)))
            file.code = `${COMPILE_HINT}\n${file.code}`;
      },
    },
  };
}
