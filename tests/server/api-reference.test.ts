import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { collectRoutes, describeType, REFERENCE_FILE, renderReference } from '../../scripts/api-reference';

// docs/api-reference.md is generated from the routes' request schemas; it must be what the code says.
describe('API reference', () => {
  it('docs/api-reference.md is what `npm run docs:api` generates from the routes', async () => {
    const generated = renderReference(await collectRoutes());
    const written = await readFile(REFERENCE_FILE, 'utf8').catch(() => '');
    expect(written === generated, 'docs/api-reference.md differs from the routes\' schemas: run npm run docs:api').toBe(true);
    expect(generated).toContain('### POST /api/basic/v1/login');
  }, 120_000);

  it('describes types and bounds', () => {
    expect(describeType({ type: 'string', maxLength: 1024 })).toBe('text (≤ 1024)');
    expect(describeType({ type: ['number', 'string', 'null'] })).toBe('number \\| text \\| null');
    expect(describeType({})).toBe('any JSON');
    expect(describeType({ type: 'integer', minimum: 1, maximum: 100 })).toBe('integer (min 1, max 100)');
  });
});
