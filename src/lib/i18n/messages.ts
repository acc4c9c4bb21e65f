/** Every string of the interface, in English, simplified and traditional Chinese. */
export const LOCALES = ['en', 'zh-Hans', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];

const table = {
  appName: ['Battle Chronicle', '战记', '戰記'],
  chapters: ['Chapters', '章节', '章節'],
  chapter: ['Chapter', '章节', '章節'],
  events: ['events', '个事件', '個事件'],
  openChapter: ['Open', '打开', '打開'],
  problemsIn: ['This chapter has problems in its data', '本章数据有误', '本章資料有誤'],
  timeline: ['Timeline', '时间线', '時間線'],
  timelineCaption: [
    'Events of the chapter; x is the order, lanes group them. Arrow keys step, Tab reaches each event.',
    '本章事件：横轴为次序，按泳道分组。方向键逐条切换，Tab 键可到达每个事件。',
    '本章事件：橫軸為次序，按泳道分組。方向鍵逐條切換，Tab 鍵可到達每個事件。',
  ],
  diagram: ['City diagram', '城门示意图', '城門示意圖'],
  diagramCaption: [
    'Schematic plan of the city: walls, gates and their state at the selected moment, and the movements of the selected event.',
    '城池示意图：城墙、城门及所选时刻的状态，以及所选事件的行动路线。',
    '城池示意圖：城牆、城門及所選時刻的狀態，以及所選事件的行動路線。',
  ],
  reader: ['Source text', '原文', '原文'],
  detail: ['Event', '事件', '事件'],
  storyOrder: ['Story order', '故事顺序', '故事順序'],
  textOrder: ['Text order', '叙述顺序', '敘述順序'],
  lanesBy: ['Lanes', '泳道', '泳道'],
  byFaction: ['Faction', '阵营', '陣營'],
  byCommander: ['Commander', '人物', '人物'],
  byType: ['Type', '类型', '類型'],
  search: ['Search', '搜索', '搜尋'],
  searchPlaceholder: ['Search titles, summaries, text…', '搜索标题、摘要、原文…', '搜尋標題、摘要、原文…'],
  filters: ['Filters', '筛选', '篩選'],
  types: ['Types', '类型', '類型'],
  factions: ['Factions', '阵营', '陣營'],
  people: ['People', '人物', '人物'],
  clearFilters: ['Clear filters', '清除筛选', '清除篩選'],
  shown: ['shown', '显示', '顯示'],
  of: ['of', '/', '/'],
  noEventSelected: [
    'Select an event in the timeline, the text or the diagram.',
    '在时间线、原文或示意图中选择一个事件。',
    '在時間線、原文或示意圖中選擇一個事件。',
  ],
  summary: ['Summary', '摘要', '摘要'],
  actors: ['People', '人物', '人物'],
  places: ['Places', '地点', '地點'],
  numbers: ['Numbers', '数字', '數字'],
  causes: ['Causes', '起因', '起因'],
  consequences: ['Consequences', '后果', '後果'],
  movements: ['Movements', '行动', '行動'],
  effects: ['Effects', '影响', '影響'],
  step: ['Step', '第', '第'],
  previous: ['Previous event', '上一事件', '上一事件'],
  next: ['Next event', '下一事件', '下一事件'],
  legend: ['Legend', '图例', '圖例'],
  theme: ['Theme', '主题', '主題'],
  light: ['Light', '浅色', '淺色'],
  dark: ['Dark', '深色', '深色'],
  language: ['Language', '语言', '語言'],
  eventsHere: ['Events here', '此处事件', '此處事件'],
  noEventsHere: ['No event here.', '此处无事件。', '此處無事件。'],
  overview: [
    'Overview: drag to choose the visible range',
    '总览：拖动选择可见范围',
    '總覽：拖動選擇可見範圍',
  ],
  resetZoom: ['Reset zoom', '重置缩放', '重置縮放'],
  phase: ['Phase', '阶段', '階段'],
  noMatch: ['No event matches the filters.', '没有符合筛选的事件。', '沒有符合篩選的事件。'],
  allChapters: ['All chapters', '全部章节', '全部章節'],
  state: ['State', '状态', '狀態'],
  by: ['by', '属', '屬'],
  evidence: ['Evidence', '依据', '依據'],
  dataProblems: ['Data problems', '数据问题', '資料問題'],
  unknownChapter: ['No chapter with this id', '没有这个章节', '沒有這個章節'],
  unknownEvent: ['No event with this id in the chapter', '本章没有这个事件', '本章沒有這個事件'],
  present: ['Present', '演示', '演示'],
  presentHint: ['Present this chapter step by step (P)', '逐步演示本章（P）', '逐步演示本章（P）'],
  leavePresentation: ['Leave', '退出', '退出'],
  blanked: ['Screen blanked; press B to show it again', '已黑屏，按 B 恢复', '已黑屏，按 B 恢復'],
  progress: ['Steps', '步骤', '步驟'],
  exportSvg: ['SVG', 'SVG', 'SVG'],
  exportPng: ['PNG', 'PNG', 'PNG'],
  exportOf: ['Download as', '下载为', '下載為'],
  print: ['Print handout', '打印讲义', '列印講義'],
  handout: ['Handout', '讲义', '講義'],
  projector: ['Projector', '投影', '投影'],
  quote: ['Passage', '原文', '原文'],
  script: ['Script of the text', '文字', '文字'],
  asWritten: ['As written', '原文字体', '原文字體'],
  pinyin: ['Pinyin', '拼音', '拼音'],
  glosses: ['English glosses', '英文注释', '英文註釋'],
  listView: ['List', '列表', '列表'],
  chartView: ['Chart', '图表', '圖表'],
  eventList: ['Events as a list', '事件列表', '事件列表'],
  placeList: ['Places as a list', '地点列表', '地點列表'],
  unnamed: ['(unnamed)', '（无名）', '（無名）'],
  axisStory: ['story step →', '故事顺序 →', '故事順序 →'],
  axisText: ['position in the text →', '叙述顺序 →', '敘述順序 →'],
  zoomHint: ['+ / − zoom, 0 resets', '+ / − 缩放，0 复原', '+ / − 縮放，0 復原'],
  type: ['Type', '类型', '類型'],
} as const satisfies Record<string, readonly [string, string, string]>;

export type MessageKey = keyof typeof table;

export function message(key: MessageKey, locale: Locale): string {
  return table[key][LOCALES.indexOf(locale)]!;
}

/** The browser's preferred language, mapped to one of ours. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const tag = language.toLowerCase();
    if (/^zh-(hant|tw|hk|mo)/.test(tag)) return 'zh-Hant';
    if (tag.startsWith('zh')) return 'zh-Hans';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
