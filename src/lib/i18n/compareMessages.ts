/**
 * The comparison view's strings (issue 24) in the three interface languages. A table of its own, beside
 * `messages.ts`: the comparison is a lazy chunk, and the page's entry (which carries the English table) is at its
 * size budget, so these travel with the view that shows them. Same rules as messages.ts: `{name}` parameters,
 * placed where each language's grammar wants them.
 */
import type { Locale } from './messages';
import { tableMessages } from './tableMessages';

const en = {
  compare: 'Compare the accounts',
  compareLink: 'Compare the accounts: {title}',
  compareWith: 'Compare with {other}',
  comparisons: 'Comparisons of two accounts',
  loadingComparison: 'Loading the comparison…',
  comparisonProblems: 'The comparison could not be opened',
  noAlignment: 'No comparison of “{left}” with “{right}” is published.',
  timelines: 'The two accounts in story order',
  timelinesCaption:
    'Upper track: {left}. Lower track: {right}. A line joins events both tell; a hollow mark is an event only one tells.',
  onlyIn: 'Only in {title}',
  onlyLeft: 'only on the left',
  onlyRight: 'only on the right',
  pairNote: 'How the accounts differ',
  pairOf: 'Pair {index} of {count}',
  noSelection: 'Select an event on either side, or press → to step through the events both accounts tell.',
  noCounterpart: '{title} has no counterpart of this event.',
  previousPair: 'Previous pair',
  nextPair: 'Next pair',
  allChapters: 'All chapters',
  markLabel: '{title} ({where})',
  pairedWith: 'told with: {titles}',
  present: 'Present',
  leavePresent: 'Leave the presentation',
  slideOf: 'Slide {index} of {count}',
  handout: 'Handout',
  print: 'Print',
  back: 'Back to the comparison',
  handoutIntro:
    'The passages both accounts tell, side by side, with how they differ; then what each tells alone.',
  toldAlone: 'Told by one account alone',
  notTold: 'Not told here.',
} as const;

export type CompareKey = keyof typeof en;
export type CompareTable = { readonly [K in CompareKey]: string };

const zhHans: CompareTable = {
  compare: '对照两种记载',
  compareLink: '对照两种记载：{title}',
  compareWith: '与{other}对照',
  comparisons: '两种记载的对照',
  loadingComparison: '正在载入对照……',
  comparisonProblems: '无法打开对照',
  noAlignment: '没有发布“{left}”与“{right}”的对照。',
  timelines: '两种记载，按故事顺序',
  timelinesCaption: '上轨：{left}。下轨：{right}。连线连接两者都记载的事件；空心标记为只有一方记载的事件。',
  onlyIn: '仅见于{title}',
  onlyLeft: '仅见于左侧',
  onlyRight: '仅见于右侧',
  pairNote: '两种记载的异同',
  pairOf: '第 {index} 对，共 {count} 对',
  noSelection: '在任一侧选择一个事件，或按 → 逐一浏览两种记载共有的事件。',
  noCounterpart: '{title}中没有与此对应的事件。',
  previousPair: '上一对',
  nextPair: '下一对',
  allChapters: '全部章节',
  markLabel: '{title}（{where}）',
  pairedWith: '对应：{titles}',
  present: '演示',
  leavePresent: '退出演示',
  slideOf: '第 {index} 张，共 {count} 张',
  handout: '讲义',
  print: '打印',
  back: '返回对照',
  handoutIntro: '两种记载共有的段落并列，附二者的异同；其后是只有一方记载的段落。',
  toldAlone: '只有一方记载',
  notTold: '此处未记。',
};

const zhHant: CompareTable = {
  compare: '對照兩種記載',
  compareLink: '對照兩種記載：{title}',
  compareWith: '與{other}對照',
  comparisons: '兩種記載的對照',
  loadingComparison: '正在載入對照……',
  comparisonProblems: '無法打開對照',
  noAlignment: '沒有發佈「{left}」與「{right}」的對照。',
  timelines: '兩種記載，按故事順序',
  timelinesCaption: '上軌：{left}。下軌：{right}。連線連接兩者都記載的事件；空心標記為只有一方記載的事件。',
  onlyIn: '僅見於{title}',
  onlyLeft: '僅見於左側',
  onlyRight: '僅見於右側',
  pairNote: '兩種記載的異同',
  pairOf: '第 {index} 對，共 {count} 對',
  noSelection: '在任一側選擇一個事件，或按 → 逐一瀏覽兩種記載共有的事件。',
  noCounterpart: '{title}中沒有與此對應的事件。',
  previousPair: '上一對',
  nextPair: '下一對',
  allChapters: '全部章節',
  markLabel: '{title}（{where}）',
  pairedWith: '對應：{titles}',
  present: '演示',
  leavePresent: '退出演示',
  slideOf: '第 {index} 張，共 {count} 張',
  handout: '講義',
  print: '列印',
  back: '返回對照',
  handoutIntro: '兩種記載共有的段落並列，附二者的異同；其後是只有一方記載的段落。',
  toldAlone: '只有一方記載',
  notTold: '此處未記。',
};

export const COMPARE_TABLES: Record<Locale, CompareTable> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** The string in the interface language, its `{name}` parameters filled. */
export const compareMessage = tableMessages(COMPARE_TABLES);
