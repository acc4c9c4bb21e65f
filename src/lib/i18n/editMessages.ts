/**
 * The strings of edits that meet another tab's (issue 26): an edit of an event deleted meanwhile offered back,
 * and a teacher's note brought back from its draft. A table of its own beside `messages.ts`, like
 * compareMessages.ts: the page's entry carries the English table and is at its size budget, and these are shown
 * only by lazy chunks (the conflict notice, the note field). `{name}` parameters as in messages.ts.
 */
import type { Locale } from './messages';
import { tableMessages } from './tableMessages';

const en = {
  deletedMeanwhile:
    'It was deleted in another tab or window while you edited it: restore it with your changes?',
  restoreMine: 'Restore with my changes',
  discardMine: 'Discard my changes',
  noteDraftBack: 'Your unsaved note from {time} is back, as you left it.',
} as const;

export type EditKey = keyof typeof en;
export type EditTable = { readonly [K in EditKey]: string };

const zhHans: EditTable = {
  deletedMeanwhile: '您编辑时，它已在另一个标签页或窗口中被删除：要连同您的修改一起恢复吗？',
  restoreMine: '连同我的修改恢复',
  discardMine: '放弃我的修改',
  noteDraftBack: '您在 {time} 未保存的备注已恢复原样。',
};

const zhHant: EditTable = {
  deletedMeanwhile: '您編輯時，它已在另一個分頁或視窗中被刪除：要連同您的修改一起恢復嗎？',
  restoreMine: '連同我的修改恢復',
  discardMine: '放棄我的修改',
  noteDraftBack: '您在 {time} 未儲存的備註已恢復原樣。',
};

export const EDIT_TABLES: Record<Locale, EditTable> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** The string in the interface language, its `{name}` parameters filled. */
export const editMessage = tableMessages(EDIT_TABLES);
