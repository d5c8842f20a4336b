// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RULES, clearSelection, parsePrizeRecord, pick, type GameType, type Rule, type Selection } from '../../../models/games';
import { DrawResult } from '../../../src/games/DrawResult';
import { K3BallFace } from '../../../src/games/k3/K3BallFace';
import { NumberPicker, defaultLayout, type PickerLayout } from '../../../src/games/common/NumberPicker';
import { StakeBar } from '../../../src/games/common/StakeBar';
import { Tabs } from '../../../src/games/common/Tabs';
import { setupI18n } from '../support/render';
import { draw } from './support/draws';

beforeAll(async () => {
  const i18n = await setupI18n();
  // The slip's texts are on demand (the betting route fetches them beside its page).
  await i18n.loadNamespaces('play');
});
afterEach(cleanup);

const rule = (type: GameType, code: string): Rule => {
  const found = RULES[type].find((r) => r.code === code);
  if (!found) throw new Error(`no rule ${type}.${code}`);
  return found;
};

/** The picker with the real pick policy of the play, as the slip machine applies it. */
function Picker({ type, code, layout }: { type: GameType; code: string; layout?: PickerLayout }) {
  const r = rule(type, code);
  const [selection, setSelection] = useState<Selection>(clearSelection(r));
  return (
    <NumberPicker
      gameType={type}
      rule={r}
      selection={selection}
      onPick={(group, ball) => setSelection((s) => pick(type, r, s, group, ball))}
      layout={layout ?? defaultLayout(r)}
      BallFace={type === 'k3' ? K3BallFace : undefined}
    />
  );
}

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

describe('number picker', () => {
  it('shows named bets as toggle buttons with their odds, one pick at a time for single-choice plays', () => {
    render(<Picker type="k3" code="dxds" />);
    const bets = screen.getByRole('group', { name: '大小单双' });
    const big = within(bets).getByRole('button', { name: '大，赔率 1.98' });
    const small = within(bets).getByRole('button', { name: '小，赔率 1.98' });
    expect(pressed(big)).toBe('false');
    fireEvent.click(big);
    expect(pressed(big)).toBe('true');
    fireEvent.click(small);
    expect([pressed(big), pressed(small)]).toEqual(['false', 'true']);
  });

  it('labels each group of numbers and shows k3 faces as dice with the number kept for screen readers', () => {
    render(<Picker type="k3" code="ethdx" />);
    const pairs = screen.getByRole('group', { name: '同号' });
    const singles = screen.getByRole('group', { name: '不同号' });
    const pair = within(pairs).getByRole('button', { name: '11' });
    expect(pair.querySelectorAll('img')).toHaveLength(2);
    fireEvent.click(pair);
    fireEvent.click(within(singles).getByRole('button', { name: '1' }));
    // Exclusive play: the same number in the other group is cleared.
    expect(pressed(pair)).toBe('false');
  });

  it('moves focus with the arrow keys inside a group and leaves the selection alone', () => {
    render(<Picker type="pk10" code="q1" />);
    const group = screen.getByRole('group', { name: '冠军' });
    const balls = within(group).getAllByRole('button');
    balls[0]?.focus();
    fireEvent.keyDown(balls[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(balls[1]);
    fireEvent.keyDown(balls[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(balls[9]);
    fireEvent.keyDown(balls[9] as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(balls[0]);
    expect(balls.every((ball) => pressed(ball) === 'false')).toBe(true);
  });

  it('keeps every ball a native button, so Tab reaches it and Enter or Space presses it', () => {
    render(<Picker type="ssc" code="dwd" />);
    for (const position of ['万位', '千位', '百位', '十位', '个位']) {
      const buttons = within(screen.getByRole('group', { name: position })).getAllByRole('button');
      expect(buttons.map((b) => b.tagName)).toEqual(Array(10).fill('BUTTON'));
      expect(buttons.every((b) => b.getAttribute('type') === 'button' && b.tabIndex === 0)).toBe(true);
    }
  });

  it('splits the 80 keno numbers into upper and lower grids, where Up and Down move a row of ten', () => {
    render(<Picker type="hp8" code="rx2" layout="keno" />);
    const upper = screen.getByRole('group', { name: '上盘 01–40' });
    const lower = screen.getByRole('group', { name: '下盘 41–80' });
    expect(within(upper).getAllByRole('button').map((b) => b.textContent)).toEqual(Array.from({ length: 40 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(within(lower).getAllByRole('button')[0]?.textContent).toBe('41');
    const three = within(upper).getByRole('button', { name: '03' });
    three.focus();
    fireEvent.keyDown(three, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(upper).getByRole('button', { name: '13' }));
    fireEvent.click(three);
    expect(screen.getByText('已选 1 个号码（最多 8 个）')).toBeTruthy();
  });
});

describe('tabs', () => {
  const items = [
    { id: 'a', label: '甲' },
    { id: 'b', label: '乙' },
    { id: 'c', label: '丙' },
  ];

  it('puts only the selected tab in the Tab order, moves focus with arrows and selects on click', () => {
    const onSelect = vi.fn();
    render(<Tabs label="玩法" items={items} selectedId="b" onSelect={onSelect} idPrefix="t" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]?.getAttribute('aria-controls')).toBe('t-panel');
    tabs[1]?.focus();
    fireEvent.keyDown(tabs[1] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[2]);
    // Moving focus does not load anything; choosing does.
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(tabs[2] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith('c');
  });

  it('selects the first tab when the selected one is not listed', () => {
    render(<Tabs label="彩种" items={items} selectedId="zzz" onSelect={vi.fn()} idPrefix="t" />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('甲');
  });
});

describe('stake bar', () => {
  const props = { stake: '2', onStake: vi.fn(), whole: false, count: 3, total: '6.00元', canConfirm: true, placing: false, onClear: vi.fn(), onConfirm: vi.fn(), error: null };

  it('shows the count and total, and confirms', () => {
    render(<StakeBar {...props} />);
    expect(screen.getByText('共 3 注')).toBeTruthy();
    expect(screen.getByTestId('slip-total').textContent).toBe('6.00元');
    fireEvent.change(screen.getByRole('textbox', { name: '单注金额' }), { target: { value: '5' } });
    expect(props.onStake).toHaveBeenCalledWith('5');
    fireEvent.click(screen.getByRole('button', { name: '确认投注' }));
    expect(props.onConfirm).toHaveBeenCalled();
  });

  it('disables confirm when it may not confirm, and shows the slip error tied to the stake', () => {
    render(<StakeBar {...props} canConfirm={false} error="单注金额不能低于 10" />);
    expect((screen.getByRole('button', { name: '确认投注' }) as HTMLButtonElement).disabled).toBe(true);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('单注金额不能低于 10');
    expect(screen.getByRole('textbox', { name: '单注金额' }).getAttribute('aria-describedby')).toBe(alert.id);
  });
});

describe('draw result', () => {
  it('shows k3 as dice images with the sum and the translated remarks', () => {
    render(<DrawResult record={parsePrizeRecord(draw(1, '5,3,3', '11,big,odd'))} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['5', '3', '3']);
    expect(screen.getAllByRole('img')[0]?.getAttribute('src')).toBe('/dice/5.svg');
    expect(screen.getByText('= 11')).toBeTruthy();
    expect(screen.getByText('大')).toBeTruthy();
    expect(screen.getByText('单')).toBeTruthy();
  });

  it('shows pc28 as a + b + c = total', () => {
    const { container } = render(<DrawResult record={parsePrizeRecord(draw(8, '3,9,5', '3 + 9 + 5 = 17,big,odd'))} />);
    expect(container.textContent).toBe('3+9+5=17大单');
  });

  it('lists pk10 cars with two digits and can leave out the remarks', () => {
    const { container } = render(<DrawResult record={parsePrizeRecord(draw(5, '1,5,10,4,2,3,6,8,7,9', '6,small,even,tiger'))} showRemarks={false} />);
    expect(container.textContent).toBe('01051004020306080709');
  });

  it('says the draw is pending when there is no result yet', () => {
    render(<DrawResult record={parsePrizeRecord(draw(6, '', ''))} />);
    expect(screen.getByText('等待开奖')).toBeTruthy();
  });
});
