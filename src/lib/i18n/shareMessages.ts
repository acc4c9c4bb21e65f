/**
 * The strings of the embed code and of the handout's choice of steps (issue 25), in the three interface
 * languages. A table of its own, like compareMessages.ts: both show in lazy chunks, and the page's entry (which
 * carries the English table of messages.ts) is at its size budget. `{name}` parameters, placed where each
 * language's grammar wants them.
 */
import type { Locale } from './messages';
import { tableMessages } from './tableMessages';

const en = {
  embed: 'Embed',
  embedTitle: 'Embed this chapter',
  embedHint:
    'Paste this code into a web page, a course page of a learning platform or a slide deck that shows web pages: the frame opens this chapter at this step, from the site that hosts this app.',
  embedWhat: 'The frame shows',
  embedExplorer: 'The explorer at this step',
  embedPresentation: 'The presentation at this slide',
  embedCode: 'Embed code',
  embedFrameTitle: '{title} · Battle Chronicle',
  embedNeedsSite:
    'This page was opened from a file, which another page cannot frame. Put the build on a web site (any static host: see the README), open it there and ask for the code again.',
  copy: 'Copy',
  copied: 'Copied',
  close: 'Close',
  steps: 'Steps',
  allSteps: 'All steps',
  phaseSteps: '{name} (steps {from}–{to})',
  chosenSteps: 'Steps chosen…',
  stepList: 'Step list',
  stepListHint: 'e.g. 1-5, 9',
  stepsIgnored: 'Left out, not steps of this chapter: {parts}',
  stepsPrinted: 'Steps {list} of {last}',
} as const;

export type ShareKey = keyof typeof en;
export type ShareTable = { readonly [K in ShareKey]: string };

const zhHans: ShareTable = {
  embed: '嵌入',
  embedTitle: '嵌入本章',
  embedHint:
    '把这段代码粘贴到网页、学习平台的课程页或能显示网页的幻灯片中：框架会从托管本应用的网站打开本章的这一步。',
  embedWhat: '框架显示',
  embedExplorer: '浏览视图的这一步',
  embedPresentation: '演示的这一张幻灯片',
  embedCode: '嵌入代码',
  embedFrameTitle: '{title} · 战记',
  embedNeedsSite:
    '本页是从文件打开的，其他网页无法嵌入。请把构建放到网站上（任何静态托管均可，见 README），在那里打开后再获取代码。',
  copy: '复制',
  copied: '已复制',
  close: '关闭',
  steps: '步骤',
  allSteps: '全部步骤',
  phaseSteps: '{name}（第 {from}–{to} 步）',
  chosenSteps: '自选步骤…',
  stepList: '步骤列表',
  stepListHint: '例如 1-5, 9',
  stepsIgnored: '不是本章的步骤，已略去：{parts}',
  stepsPrinted: '第 {list} 步（共 {last} 步）',
};

const zhHant: ShareTable = {
  embed: '嵌入',
  embedTitle: '嵌入本章',
  embedHint:
    '把這段程式碼貼到網頁、學習平台的課程頁或能顯示網頁的投影片中：框架會從託管本應用的網站開啟本章的這一步。',
  embedWhat: '框架顯示',
  embedExplorer: '瀏覽視圖的這一步',
  embedPresentation: '簡報的這一張投影片',
  embedCode: '嵌入程式碼',
  embedFrameTitle: '{title} · 戰記',
  embedNeedsSite:
    '本頁是從檔案開啟的，其他網頁無法嵌入。請把建置放到網站上（任何靜態託管皆可，見 README），在那裡開啟後再取得程式碼。',
  copy: '複製',
  copied: '已複製',
  close: '關閉',
  steps: '步驟',
  allSteps: '全部步驟',
  phaseSteps: '{name}（第 {from}–{to} 步）',
  chosenSteps: '自選步驟…',
  stepList: '步驟列表',
  stepListHint: '例如 1-5, 9',
  stepsIgnored: '不是本章的步驟，已略去：{parts}',
  stepsPrinted: '第 {list} 步（共 {last} 步）',
};

export const SHARE_TABLES: Record<Locale, ShareTable> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** The string in the interface language, its `{name}` parameters filled. */
export const shareMessage = tableMessages(SHARE_TABLES);
