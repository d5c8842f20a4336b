// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { formatDisplayTime } from '../../models/dates';
import { DateField } from '../../src/components/date-field/DateField';
import { dateProblem, displayToRequest, DISPLAY_DATE_FORMAT, requestToDisplay } from '../../src/components/date-field/dateText';
import { setupI18n } from './support/render';

beforeAll(async () => {
  await setupI18n();
});
afterEach(cleanup);

describe('date text', () => {
  it('is the date part of the tables’ display format', () => {
    expect(DISPLAY_DATE_FORMAT).toBe('DD/MM/YYYY');
    // The same day reads the same in a table cell and in a date field.
    expect(formatDisplayTime(new Date(2026, 10, 22, 17, 5, 0)).startsWith(requestToDisplay('2026-11-22'))).toBe(true);
  });

  it('converts yyyy-MM-dd to dd/MM/yyyy and back', () => {
    expect(requestToDisplay('2026-11-22')).toBe('22/11/2026');
    expect(requestToDisplay('2024-02-29')).toBe('29/02/2024');
    expect(requestToDisplay('')).toBe('');
    expect(requestToDisplay('2026-02-30')).toBe('');
    expect(displayToRequest('22/11/2026')).toBe('2026-11-22');
    expect(displayToRequest(' 1/2/2026 ')).toBe('2026-02-01');
    expect(displayToRequest('01.02.2026')).toBe('2026-02-01');
  });

  it('refuses what names no real date, and the other orders of day and month', () => {
    for (const text of ['31/02/2026', '29/02/2025', '00/01/2026', '12/13/2026', '2026-11-22', '11/22/2026', '22/11/26', 'abc', '22//11/2026']) {
      expect(displayToRequest(text), text).toBeNull();
    }
  });

  it('judges the range with min and max', () => {
    expect(dateProblem('', { min: '2026-11-22' })).toBeNull();
    expect(dateProblem('x', {})).toBe('format');
    expect(dateProblem('21/11/2026', { min: '2026-11-22' })).toBe('min');
    expect(dateProblem('24/11/2026', { max: '2026-11-23' })).toBe('max');
    expect(dateProblem('22/11/2026', { min: '2026-11-22', max: '2026-11-22' })).toBeNull();
  });
});

/** A field that owns its value the way the records machine's draft does. */
function Harness({ initial, onValue, min, max }: { initial: string; onValue(value: string): void; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="filters">
      <DateField
        label="开始日期"
        value={value}
        min={min}
        max={max}
        onValueChange={(next) => {
          onValue(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2026-01-05')}>
        set
      </button>
    </form>
  );
}

const field = () => screen.getByRole('textbox', { name: '开始日期' }) as HTMLInputElement;

describe('date field', () => {
  it.each(['zh-CN', 'en-US', 'vi-VN', 'ja-JP'])('shows dd/MM/yyyy in %s', async (language) => {
    await i18next.changeLanguage(language);
    render(<Harness initial="2026-11-22" onValue={() => {}} />);
    expect(field().value).toBe('22/11/2026');
    expect(field().type).toBe('text');
    await i18next.changeLanguage('zh-CN');
  });

  it('sends a typed date as yyyy-MM-dd and keeps what was typed', () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-11-22" onValue={onValue} />);
    fireEvent.change(field(), { target: { value: '1/12/2026' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-12-01');
    expect(field().value).toBe('1/12/2026');
    // Leaving the field writes it out the way tables show dates.
    fireEvent.blur(field());
    expect(field().value).toBe('01/12/2026');
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps a text that is no date, says why after leaving it, and blocks the form', () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-11-22" onValue={onValue} />);
    fireEvent.change(field(), { target: { value: '11/22/2026' } });
    expect(onValue).not.toHaveBeenCalled();
    expect(field().value).toBe('11/22/2026');
    // Not while typing…
    expect(field().getAttribute('aria-invalid')).toBeNull();
    // …but the form will not submit, and leaving the field tells what is expected.
    expect(field().validity.valid).toBe(false);
    fireEvent.blur(field());
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/^请按 日\/月\/年 输入日期，例如 \d\d\/\d\d\/\d{4}$/)).toBeTruthy();
  });

  it('shows the form’s refusal next to the field when the form is submitted', () => {
    render(<Harness initial="2026-11-22" onValue={() => {}} />);
    fireEvent.change(field(), { target: { value: '31/02/2026' } });
    fireEvent.invalid(field());
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a date out of range with the range', () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-11-22" max="2026-11-23" onValue={onValue} />);
    fireEvent.change(field(), { target: { value: '30/11/2026' } });
    fireEvent.blur(field());
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByText('不能晚于 23/11/2026')).toBeTruthy();
  });

  it('clears the date when the text is emptied', () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-11-22" onValue={onValue} />);
    fireEvent.change(field(), { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('shows a value set from outside (a reset)', () => {
    render(<Harness initial="2026-11-22" onValue={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(field().value).toBe('05/01/2026');
  });
});
