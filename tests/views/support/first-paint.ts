import { resetFirstPaint } from '../../../src/lib/first-paint';

/** The server's first paint of `path` (server/http/first-paint*.ts), put before the app's root as the server does. */
export function addFirstPaint(path: string, language: string, markup = ''): void {
  const paint = document.createElement('div');
  paint.id = 'first-paint';
  paint.dataset.path = path;
  paint.dataset.lang = language;
  paint.innerHTML = markup;
  document.body.prepend(paint);
  resetFirstPaint();
}

/** Takes away what a test left of a first paint, and what the app read of it. */
export function removeFirstPaint(): void {
  document.getElementById('first-paint')?.remove();
  resetFirstPaint();
}
