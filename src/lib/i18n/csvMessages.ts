/**
 * What an events CSV imported into a shipped chapter could not do (formats/csvShippedRows.ts), in the three
 * interface languages. A table of its own beside `messages.ts`, as compareMessages.ts is: the CSV import lives in
 * a lazy chunk and the page's entry (which carries the English table) is at its size budget.
 */
import type { Locale } from './messages';
import { tableMessages } from './tableMessages';

const en = {
  heading: 'Imported, except what would change the chapter as published, which an import never edits:',
  changedRow:
    'Row {row} (“{id}”) is an event of the published chapter: your changes to {columns} were not applied. To keep them, give the row an id of its own; it is then added as your event.',
  absent:
    '{count} events of the published chapter are not in the file and stay as they are ({ids}): an import adds and changes your own events only.',
} as const;

export type CsvKey = keyof typeof en;
export type CsvTable = { readonly [K in CsvKey]: string };

const zhHans: CsvTable = {
  heading: '已导入，但会修改原有章节的部分未被采用（导入从不修改原有章节）：',
  changedRow:
    '第 {row} 行（“{id}”）是原有章节的事件：你对 {columns} 的修改未被采用。若要保留，请给这一行一个新的 id，它会作为你自己的事件加入。',
  absent: '原有章节的 {count} 个事件不在文件中，保持原样（{ids}）：导入只添加和修改你自己的事件。',
};

const zhHant: CsvTable = {
  heading: '已匯入，但會修改原有章節的部分未被採用（匯入從不修改原有章節）：',
  changedRow:
    '第 {row} 列（「{id}」）是原有章節的事件：你對 {columns} 的修改未被採用。若要保留，請給這一列一個新的 id，它會作為你自己的事件加入。',
  absent: '原有章節的 {count} 個事件不在檔案中，保持原樣（{ids}）：匯入只新增和修改你自己的事件。',
};

export const CSV_TABLES: Record<Locale, CsvTable> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** The string in the interface language, its `{name}` parameters filled. */
export const csvMessage = tableMessages(CSV_TABLES);
