/**
 * The import rules of the project (`npm run lint`). Type-only imports count: a cycle through types
 * still ties the files' meaning together, and a type-only edge becomes a value edge with one edit.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Files that import each other, directly or round a loop, cannot be understood, tested or split apart one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'area-imports-core-only',
      severity: 'error',
      comment:
        'An area of machines/ (a lazy chunk: account, games, chat, …) imports only core/, models/ and itself: what areas share is a contract in core/, and only the root (app/) wires areas together.',
      from: { path: '^machines/(account|chat|content|games|inbox|journal|session)/' },
      to: { path: '^machines/(?!$1/|core/)' },
    },
    {
      name: 'core-imports-no-area',
      severity: 'error',
      comment: 'core/ is what every area builds on: it names no machine of an area, or every area would load them all.',
      from: { path: '^machines/core/' },
      to: { path: '^machines/(?!core/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.tmp|\\.git|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
