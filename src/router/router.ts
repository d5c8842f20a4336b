import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** History-mode router over every route of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
