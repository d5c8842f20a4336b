/**
 * View tests wait for lazy chunks (pages, dialogs, forms) with `findBy…`/`waitFor`. Testing
 * Library's default of 1 s is what an idle laptop needs; a full `npm test` on a two-core CI machine
 * runs three suites beside a browser build and has taken over 1 s to import a dialog's chunk. One
 * default for every wait (vitest setupFiles), instead of a timeout repeated at each call.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};
