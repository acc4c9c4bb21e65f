import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

export default {
  preprocess: vitePreprocess(),
  compilerOptions: {
    // Templates built node by node rather than parsed from HTML strings: the first render's DOM creation on a
    // phone is about a quarter cheaper in blocking time here (bench/README.md, 2026-12-05), and no HTML parser
    // touches a template.
    fragments: 'tree',
  },
};
