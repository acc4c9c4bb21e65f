/**
 * Names in the built page's head the chunks (`<link rel="modulepreload">`) and style sheets of the views the first
 * paint waits for (src/components/firstPaint.ts). The entry loads them with `import()`, which the browser meets only
 * once the entry has downloaded and run: on a slow phone network, one round trip and a download more before the
 * map can draw. Named in the head, they download beside the entry. Each view's own chunk is a module script of
 * the page, so that the page's `load` event waits for it as for the entry and the chapter's loader: the app
 * mounts once they have arrived (main.ts), so at `load` the chapter the address names is drawn and answers its
 * keys. The style sheets are linked as the entry's are; Vite's loader finds them there and does not add them
 * again.
 */
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

export function firstPaintPreload(views: readonly string[]): Plugin {
  let root = '';
  let base = './';
  return {
    name: 'battle-chronicle:first-paint-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = Object.values(bundle).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk',
        );
        const loadedByThePage = new Set([entry.fileName, ...entry.imports]);
        const scripts = new Set<string>();
        const viewChunks = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk) => {
          if (loadedByThePage.has(chunk.fileName) || scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const file of chunk.imports) {
            const imported = bundle[file];
            if (imported?.type === 'chunk') visit(imported);
          }
        };
        for (const view of views) {
          const path = resolve(root, 'src', view);
          const chunk = chunks.find((c) => c.moduleIds.includes(path));
          if (!chunk) throw new Error(`first paint: no chunk holds src/${view}`);
          visit(chunk);
          if (!loadedByThePage.has(chunk.fileName)) viewChunks.add(chunk.fileName);
        }
        const tag = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs,
          injectTo: 'head',
        });
        return [
          ...[...viewChunks].map((file): HtmlTagDescriptor => ({
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: base + file },
            injectTo: 'head',
          })),
          ...[...scripts]
            .filter((file) => !viewChunks.has(file))
            .map((file) => tag({ rel: 'modulepreload', crossorigin: true, href: base + file })),
          ...[...styles].map((file) => tag({ rel: 'stylesheet', crossorigin: true, href: base + file })),
        ];
      },
    },
  };
}
