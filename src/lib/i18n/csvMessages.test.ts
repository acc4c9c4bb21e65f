import { describe, expect, it } from 'vitest';
import { csvMessage } from './csvMessages';

describe('the CSV import’s strings', () => {
  it('csvMessage(key, locale, params) fills the parameters where the language places them', () => {
    expect(csvMessage('changedRow', 'zh-Hans', { row: 7, id: 'x', columns: 'title_en' })).toMatch(
      /^第 7 行（“x”）.*title_en/,
    );
  });
});
