import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { axiosWithoutFetchAdapter } from '../../vite.config';

/** The build's stand-in for axios's fetch adapter (vite.config.ts): only axios's own import of it is replaced. */
describe('the client build without axios’s fetch adapter', () => {
  const plugin = axiosWithoutFetchAdapter();
  const resolveId = plugin.resolveId as (source: string, importer: string | undefined) => string | null;
  const load = plugin.load as (id: string) => string | null;

  it('replaces the fetch adapter axios’s adapter table imports, and nothing else', () => {
    const stub = resolveId('./fetch.js', '/app/node_modules/axios/lib/adapters/adapters.js');
    expect(stub).toMatch(/^\0/);
    expect(load(stub!)).toContain('getFetch = () => false');
    expect(resolveId('./fetch.js', '/app/src/api/adapters.js')).toBeNull();
    expect(resolveId('./xhr.js', '/app/node_modules/axios/lib/adapters/adapters.js')).toBeNull();
    expect(plugin.apply).toBe('build');
  });

  it('leaves xhr first in axios’s adapter order, the one every supported browser has', () => {
    expect(axios.defaults.adapter).toEqual(['xhr', 'http', 'fetch']);
  });
});
