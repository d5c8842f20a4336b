import { describe, expect, it } from 'vitest';
import {
  charLength,
  isBlank,
  isEmail,
  isIdCard,
  isLettersDigits,
  isPhoneNo,
  isQQ,
  isZipcode,
} from '../../../models/validation/helpers';

describe('isIdCard', () => {
  it.each(['110101199003074514', '11010119900307451X', '11010119900307451x', '110101900307451'])('accepts %s', (id) => {
    expect(isIdCard(id)).toBe(true);
  });

  it.each(['', '11010119900307451', '1101011990030745141', '1101011990030745X1', '11010119900307451Y', '11010190030745'])(
    'refuses %j',
    (id) => {
      expect(isIdCard(id)).toBe(false);
    },
  );
});

describe('isQQ', () => {
  it.each(['10000', '123456789012345', '88888888'])('accepts %s', (qq) => expect(isQQ(qq)).toBe(true));
  it.each(['1234', '1234567890123456', '01234', 'a12345', ''])('refuses %j', (qq) => expect(isQQ(qq)).toBe(false));
});

describe('isLettersDigits', () => {
  it.each(['abc', 'ABC123', '7'])('accepts %s', (v) => expect(isLettersDigits(v)).toBe(true));
  it.each(['', 'ab c', 'ab_c', 'é', '中文', 'ａｂｃ'])('refuses %j', (v) => expect(isLettersDigits(v)).toBe(false));
});

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', 'x_y-z@sub-domain.org'])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
  });
  it.each(['', 'a@b', 'a@b.c', '@b.com', 'a b@c.com', 'a@b..com', 'a@@b.com', 'a@b.com '])('refuses %j', (v) => {
    expect(isEmail(v)).toBe(false);
  });
});

describe('isPhoneNo and isZipcode', () => {
  it('phone: 11 digits starting with 1', () => {
    expect(isPhoneNo('13800138000')).toBe(true);
    expect(isPhoneNo('03800138000')).toBe(false);
    expect(isPhoneNo('138001380001')).toBe(false);
  });

  it('zip code: 6 digits', () => {
    expect(isZipcode('518000')).toBe(true);
    expect(isZipcode('51800a')).toBe(false);
    expect(isZipcode('5180001')).toBe(false);
  });
});

describe('charLength and isBlank', () => {
  it('counts characters as a reader does', () => {
    expect(charLength('abc')).toBe(3);
    expect(charLength('𠮷野')).toBe(2);
    expect(charLength('')).toBe(0);
  });

  it('treats null, undefined and white space as blank', () => {
    for (const blank of [null, undefined, '', '  ', '\t\n']) expect(isBlank(blank)).toBe(true);
    for (const filled of ['a', 0, false, ' x ']) expect(isBlank(filled)).toBe(false);
  });
});
