import { defineConfig, type Plugin } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { readFileSync } from 'node:fs';
import { viteSingleFile } from 'vite-plugin-singlefile';
import { chapterData } from './scripts/chapterPlugin.ts';
import { contentSecurityPolicyPlugin } from './scripts/cspPlugin.ts';
import { firstPaintPreload } from './scripts/firstPaintPlugin.ts';
import { compileHint } from './scripts/compileHintPlugin.ts';
import { FIRST_PAINT_VIEWS } from './src/components/firstPaint.ts';

/** The single-file build is written beside the normal one as dist/battle-chronicle.html. */
function nameSingleFile(fileName: string): Plugin {
  return {
    name: 'battle-chronicle:single-file-name',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page) page.fileName = fileName;
    },
  };
}

/**
 * The single file stands alone, opened from disk or sent by mail: its icon is inlined as a data: URL and it links
 * no web manifest (the server build links both from public/).
 */
function standAloneHead(): Plugin {
  const icon = readFileSync('public/icon.svg', 'utf8').trim();
  return {
    name: 'battle-chronicle:stand-alone-head',
    transformIndexHtml(html) {
      return html
        .replace(
          /<link rel="icon" href="[^"]*"/,
          `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(icon)}"`,
        )
        .replace(/\s*<link rel="manifest"[^>]*>/, '');
    },
  };
}

export default defineConfig(({ mode }) => {
  const single = mode === 'single';
  return {
    plugins: [
      svelte(),
      chapterData({ inline: single }),
      ...(single
        ? [standAloneHead(), viteSingleFile(), nameSingleFile('battle-chronicle.html')]
        : [
            firstPaintPreload(FIRST_PAINT_VIEWS),
            // Alternating Lighthouse runs on #/yanjing, 8 each: TBT median ~290 ms against ~350 without it.
            compileHint(['first-paint']),
          ]),
      // Last, so that it hashes the scripts and styles the single file inlines.
      contentSecurityPolicyPlugin(),
    ],
    // Relative asset paths, so the build also opens from disk.
    base: './',
    build: {
      // Chunks over the limit are known and loaded only on demand: the simplified ⇄ traditional dictionaries
      // (opencc-js, ~1.1 MB, fetched when a reader asks for conversion). The single offline file holds the
      // whole app, every chapter and those dictionaries in one ~2.2 MB page by design.
      chunkSizeWarningLimit: single ? 2600 : 1200,
      // Every browser the app supports has modulepreload; the polyfill would only add to the first load.
      modulePreload: { polyfill: false },
      // Rolldown warns when plugins take "significant" time; on a shared 2-core machine that is noise, and the
      // build's total time is what matters (about 2 s per mode).
      rolldownOptions: {
        checks: { bundlerTimings: false },
        // Few files before the first paint: a phone on HTTP/1.1 fetches six at a time, one round trip each, and
        // the 33 small chunks this split by itself (shared helpers, each first-paint view and its parts) cost the
        // first paint about five round trips more than the eight files it now waits for: the entry (everything
        // the page imports statically, in one chunk) and the first-paint views (firstPaint.ts, with what they
        // alone import) in another, each with its style sheet. Later views keep a chunk each.
        output: single
          ? undefined
          : {
              codeSplitting: {
                groups: [
                  { name: 'index', tags: ['$initial'], priority: 2 },
                  {
                    name: 'first-paint',
                    priority: 1,
                    test: (id: string) => FIRST_PAINT_VIEWS.some((view) => id.endsWith(`/src/${view}`)),
                  },
                ],
              },
            },
      },
      // The server build's manifest names each chunk and what it imports: lazy.test.ts weighs the entry with it.
      ...(single ? { emptyOutDir: false } : { manifest: true }),
    },
    resolve: process.env.VITEST ? { conditions: ['browser'] } : undefined,
    test: {
      include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/corpus/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['src/lib/testing/allLocales.ts', 'src/lib/testing/renderLoads.ts'],
      env: { TZ: 'UTC' },
    },
  };
});
