// @vitest-environment jsdom
import { render } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { text } from '../../lib/i18n/messages';
import NoticeBanner from '../common/NoticeBanner.svelte';

describe('NoticeBanner', () => {
  it('shows the notice in the interface language', () => {
    const notice = { kind: 'error' as const, text: text('saveFailedFull', { id: 'miyun' }) };
    const { container } = render(NoticeBanner, { notice, locale: 'zh-Hans', ondismiss: vi.fn() });
    expect(container.querySelector('[role="alert"] span')?.textContent?.trim()).toBe(
      '未保存到此浏览器：磁盘或浏览器存储空间已满。对“miyun”的修改保留在此标签页中，直到将其关闭；请导出章节以保留修改。',
    );
    expect(container.querySelector('button')?.textContent).toBe('关闭');
  });

  it('translates the heading and the app’s own problems, and keeps the validator’s lines in English', () => {
    const notice = {
      kind: 'error' as const,
      text: text('fileNotAdded'),
      problems: [
        { file: 'a.chapter.json', path: '$.events[0].type', message: 'unknown event type "dance"' },
        {
          file: 'b.chapter.json',
          path: '$.chapter.id',
          message: 'A chapter “mini” is already here; nothing was replaced.',
          text: text('chapterExists', { id: 'mini' }),
        },
      ],
    };
    const { container } = render(NoticeBanner, { notice, locale: 'zh-Hant', ondismiss: vi.fn() });
    expect(container.querySelector('[role="alert"] span')?.textContent).toBe('此檔案未新增：');
    const lines = [...container.querySelectorAll('li')].map((li) =>
      li.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(lines).toEqual([
      'a.chapter.json: $.events[0].type: unknown event type "dance"',
      'b.chapter.json: $.chapter.id: 已有章節「mini」；未取代任何內容。',
    ]);
  });
});
