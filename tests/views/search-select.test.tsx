// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchSelect } from '../../src/components/search-select/SearchSelect';

// The searchable select finds an option by its label and by its keywords (a bank's code and its
// names in other languages), so an English speaker finds "中国工商银行" by typing ICBC.

afterEach(cleanup);

const BANKS = [
  { value: 1, label: '中国工商银行', keywords: ['ICBC', 'Industrial and Commercial Bank of China'] },
  { value: 2, label: 'Vietcombank – Ngoại thương Việt Nam', keywords: ['VCB', '越南外贸银行 Vietcombank'] },
  { value: 3, label: '中国银行', keywords: ['BOC', 'Bank of China'] },
];

function open(onChange = vi.fn()) {
  render(<SearchSelect label="Bank" options={BANKS} value={null} onChange={onChange} noMatch="No bank matches" clearLabel="Clear" />);
  const input = screen.getByRole('combobox', { name: 'Bank' });
  return { input, onChange, options: () => within(screen.getByRole('listbox')).queryAllByRole('option').map((option) => option.textContent) };
}

describe('SearchSelect keywords', () => {
  it('finds an option by a short code, in any letter case, and chooses it with Enter', () => {
    const { input, onChange, options } = open();
    fireEvent.change(input, { target: { value: 'icbc' } });
    expect(options()).toEqual(['中国工商银行']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('finds an option by its name in another language, word by word, and by its label', () => {
    const { input, options } = open();
    fireEvent.change(input, { target: { value: 'bank china' } });
    expect(options()).toEqual(['中国工商银行', '中国银行']);
    fireEvent.change(input, { target: { value: 'Vietcombank' } });
    expect(options()).toEqual(['Vietcombank – Ngoại thương Việt Nam']);
    fireEvent.change(input, { target: { value: '外贸' } });
    expect(options()).toEqual(['Vietcombank – Ngoại thương Việt Nam']);
    fireEvent.change(input, { target: { value: 'ngoại' } });
    expect(options()).toEqual(['Vietcombank – Ngoại thương Việt Nam']);
  });

  it('says so when nothing matches', () => {
    const { input } = open();
    fireEvent.change(input, { target: { value: 'MUFG' } });
    expect(screen.getByText('No bank matches')).toBeTruthy();
  });
});
