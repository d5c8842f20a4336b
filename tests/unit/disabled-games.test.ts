import { describe, expect, it } from 'vitest';
import { parseDisabledGames } from '../../models/disabled-games';

describe('parseDisabledGames', () => {
  it('reads the JSON list of lottery ids', () => {
    expect(parseDisabledGames('[1, "4", 9]')).toEqual([1, 4, 9]);
  });

  it('treats anything unreadable as no list', () => {
    for (const json of [null, undefined, '', 'not json', '{"a":1}', '[1.5, "x"]']) expect(parseDisabledGames(json)).toEqual([]);
  });
});
