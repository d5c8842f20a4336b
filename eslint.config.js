// Lint rules, most importantly the import direction of docs/architecture.md:
// models <- machines <- src, and server <- models only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const forbid = (...groups) => ({
  'no-restricted-imports': ['error', {
    patterns: groups.map((group) => ({
      group: [`**/${group}/*`, `**/${group}`],
      message: `This layer may not import ${group}/ (see docs/architecture.md).`,
    })),
  }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '.tmp/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // models: pure domain, imports nothing of ours and no framework.
  {
    files: ['models/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/*', '**/machines/*', '**/server/*', '**/locales/*'], message: 'models/ imports nothing of ours.' },
          { group: ['react', 'react-dom', 'xstate', '@xstate/*', 'axios', 'fastify'], message: 'models/ is pure TypeScript.' },
        ],
      }],
    },
  },
  { files: ['machines/**/*.ts'], rules: forbid('src', 'server', 'locales') },
  { files: ['server/**/*.ts'], rules: forbid('src', 'machines', 'locales') },
  // Views subscribe to actors through the one hook that renders an actor's own updates as
  // transitions (src/app/use-selector.ts), not @xstate/react's, which renders each in one task.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/use-selector.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@xstate/react', message: 'Use useSelector from src/app/use-selector.ts (renders as transitions; docs/architecture.md).' }],
      }],
    },
  },
  // Server HTML reaches the page only through the one sanitizing component (DOMPurify).
  {
    files: ['**/*.tsx', '**/*.jsx'],
    ignores: ['src/components/rich-text/RichText.tsx'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
        message: 'Render server HTML with <RichText> (src/components/rich-text/RichText.tsx), which sanitizes it with DOMPurify.',
      }],
    },
  },
  // Transitions depend on state and event only (journal replay assumes it): a machine never reads
  // another actor's snapshot. It asks by event, or follows the actor with a subscription actor
  // (`watch*`, as machines/core/session-watch.ts), which turns changes into events. Its own (`self`) is fine.
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/core/session-watch.ts', 'machines/**/watch-*.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name='getSnapshot']:not([callee.object.name='self'])",
        message: "A machine does not read another actor's snapshot: send it an event, or follow it with a subscription actor (machines/core/session-watch.ts).",
      }],
    },
  },
  // The inspectors (journal, devtools, Stately inspector) read actors through public XState APIs
  // only, so an XState upgrade cannot break them silently (docs/devtools.md). Repeats the
  // dangerouslySetInnerHTML rule: a later no-restricted-syntax replaces an earlier one.
  {
    files: ['machines/journal/**/*.ts', 'src/devtools/**/*.{ts,tsx}', 'src/app/inspector.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "MemberExpression[property.name=/^(logic|_nodes|_snapshot|_actorScope|_processingStatus|_systemId)$/]",
        message: 'XState internals: use public APIs (snapshot.machine, snapshot.value, system.getAll(), transition functions; docs/devtools.md).',
      }, {
        selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
        message: 'Render server HTML with <RichText> (src/components/rich-text/RichText.tsx), which sanitizes it with DOMPurify.',
      }],
    },
  },
);
