import { defineConfig, type Plugin } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { viteSingleFile } from 'vite-plugin-singlefile';

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

export default defineConfig(({ mode }) => {
  const single = mode === 'single';
  return {
    plugins: [svelte(), ...(single ? [viteSingleFile(), nameSingleFile('battle-chronicle.html')] : [])],
    // Relative asset paths, so the build also opens from disk.
    base: './',
    build: single ? { emptyOutDir: false } : {},
    resolve: process.env.VITEST ? { conditions: ['browser'] } : undefined,
    test: {
      include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
      env: { TZ: 'UTC' },
    },
  };
});
