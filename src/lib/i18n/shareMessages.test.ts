import { describe, expect, it } from 'vitest';
import { shareMessage } from './shareMessages';

describe('the embed code’s and the step choice’s strings', () => {
  it('shareMessage(key, locale, params) fills the parameters where the language places them', () => {
    expect(shareMessage('stepsPrinted', 'en', { list: '1-5', last: 38 })).toBe('Steps 1-5 of 38');
    expect(shareMessage('stepsPrinted', 'zh-Hant', { list: '1-5', last: 38 })).toBe('第 1-5 步（共 38 步）');
  });
});
