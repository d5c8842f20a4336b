import type { ApiClient, ApiClientOptions } from '../api/client';

/**
 * The transport, loaded after the first paint. The shell renders from what the page already
 * knows (runtime config, token cookies); the transport (axios, AES, retries) arrives as its own
 * chunk a moment later, so it does not weigh on the initial bundle. Calls made before it has
 * loaded simply wait for it.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  const ready = import('../api/client').then(({ createApiClient }) => createApiClient(options));
  let loaded: ApiClient | null = null;
  void ready.then((client) => {
    loaded = client;
  });

  return {
    get: (path, params, opts) => ready.then((client) => client.get(path, params, opts)),
    post: (path, body, opts) => ready.then((client) => client.post(path, body, opts)),
    currentBase: () => loaded?.currentBase() ?? options.config.apiBase,
    loadLines: () => ready.then((client) => client.loadLines()),
    setHooks: (hooks) => {
      if (loaded) loaded.setHooks(hooks);
      else void ready.then((client) => client.setHooks(hooks));
    },
  };
}
