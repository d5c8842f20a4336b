import { describe, expect, it } from 'vitest';
import { lotteriesOnSale, type LotteryCard } from '../../models/games';

const card = (id: number, type: string, status: number): LotteryCard => ({ id, code: `L${id}`, type: type as LotteryCard['type'], name: `Lottery ${id}`, remark: '', status });

describe('lotteriesOnSale: what every page offers a player', () => {
  it('keeps the lotteries on sale of a family the client can show, in the catalogue order', () => {
    const catalogue = [card(1, 'k3', 1), card(2, 'pk10', 0), card(3, 'lotto', 1), card(4, 'pc28', 1), card(5, 'ssc', 1), card(6, 'hp8', 1)];
    expect(lotteriesOnSale(catalogue).map((lottery) => lottery.id)).toEqual([1, 4, 5, 6]);
  });

  it('offers nothing from an empty catalogue', () => {
    expect(lotteriesOnSale([])).toEqual([]);
  });
});
