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
