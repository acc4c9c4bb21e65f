import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/**
 * The layers of src/lib, lowest first: the message tables; the model; the story's folds; the views' pure domains
 * (labels, timeline, diagram, reader, handout, storylines, compare, presentation, export, formats, data, authoring,
 * interaction and the rest of i18n); the reactive state (with each domain's `*.svelte.ts` controllers); then the
 * components. A module imports only from its own
 * layer and those below: an upward import is an error (docs/architecture.md), a dynamic `import()` too (the lazy
 * registry, `src/lib/lazy.ts`, names the state's modules and so stands in the state layer; the components it
 * loads later are named in `src/components/lazyComponents.ts`).
 */
const DOMAINS = [
  'labels',
  'timeline',
  'diagram',
  'reader',
  'handout',
  'storylines',
  'compare',
  'presentation',
  'export',
  'formats',
  'data',
  'authoring',
  'interaction',
];
const LAYER_MESSAGE = 'imports against the layers of src/lib (see eslint.config.js)';
const above = (names) => ({ regex: `(^|/)(${names.join('|')})/`, message: LAYER_MESSAGE });
/** The same for `import('…')`, which no-restricted-imports does not see (esquery's regex takes no slash: \W). */
const aboveLoaded = (names) => ({
  selector: `ImportExpression[source.value=/(^|\\W)(${names.join('|')})\\W/]`,
  message: LAYER_MESSAGE,
});
const i18nBeyondMessages = {
  regex: '(^|/)i18n/(?!messages$|locales/)',
  message: 'the model and the story use only the message tables of i18n',
};
const layers = [
  {
    files: ['src/lib/i18n/messages.ts', 'src/lib/i18n/locales/**'],
    above: ['model', 'story', ...DOMAINS, 'state', 'components', 'testing'],
    patterns: [i18nBeyondMessages],
  },
  {
    files: ['src/lib/model/**'],
    above: ['story', ...DOMAINS, 'state', 'components', 'testing'],
    patterns: [i18nBeyondMessages],
  },
  {
    files: ['src/lib/story/**'],
    above: [...DOMAINS, 'state', 'components', 'testing'],
    patterns: [i18nBeyondMessages],
  },
  {
    files: [...DOMAINS.map((d) => `src/lib/${d}/**`), 'src/lib/i18n/**'],
    // A domain's reactive controllers (`*.svelte.ts`: the diagram's view, the deck, the timeline, the authoring
    // session) read the chapter model: they stand in the state layer.
    ignores: ['src/lib/i18n/messages.ts', 'src/lib/i18n/locales/**', 'src/lib/*/**/*.svelte.ts'],
    above: ['state', 'components', 'testing'],
  },
  {
    files: ['src/lib/state/**', 'src/lib/*/**/*.svelte.ts', 'src/lib/lazy.ts'],
    above: ['components', 'testing'],
  },
].map(({ files, ignores, above: names, patterns }) => ({
  files,
  ignores: [...(ignores ?? []), '**/*.test.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [above(names), ...(patterns ?? [])] }],
    'no-restricted-syntax': ['error', aboveLoaded(names)],
  },
}));

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
  ...layers,
  {
    rules: {
      'svelte/no-at-html-tags': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
);
