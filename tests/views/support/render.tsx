import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { initI18n } from '../../../src/i18n/initI18n';

/** Real translations (zh-CN unless asked), so tests read what players read. */
export async function setupI18n(language = 'zh-CN') {
  return initI18n(language);
}

/** Renders `element` inside a memory router at `path`; `routes` adds pages to navigate to. */
export function renderAt(element: ReactNode, path = '/home', routes: RouteObject[] = []) {
  const router = createMemoryRouter([{ path: '*', element }, ...routes], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/**
 * How long a view test waits for what loads on first use (the login and register forms, a
 * dialog's texts): a real dynamic import, which Vitest transforms on the spot and a busy machine
 * can take well over testing-library's default second to do (over 5 s seen with a full run beside it).
 */
export const LAZY_FORM = { timeout: 15_000 };
