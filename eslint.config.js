import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default ts.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        extraFileExtensions: ['.svelte'],
        parser: ts.parser,
        svelteConfig,
      },
    },
  },
  {
    // State modules and controllers replace whole values in $state.raw or $derived fields; Maps and Sets inside
    // are built once and never mutated afterwards, so Svelte's reactive collections would only add cost.
    files: [
      'src/lib/state/**/*.svelte.ts',
      'src/lib/timeline/**/*.svelte.ts',
      'src/lib/authoring/**/*.svelte.ts',
      'src/lib/presentation/**/*.svelte.ts',
    ],
    rules: { 'svelte/prefer-svelte-reactivity': 'off' },
  },
  {
    rules: {
      'svelte/no-at-html-tags': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
);
