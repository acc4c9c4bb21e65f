/**
 * Every string of the interface, in English, simplified and traditional Chinese. A string may hold `{name}`
 * parameters, filled by `message(key, locale, { name })`; each language places them where its grammar wants
 * them, so no sentence is ever glued together from pieces.
 */
export const LOCALES = ['en', 'zh-Hans', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];

const table = {
  appName: ['Battle Chronicle', '战记', '戰記'],
  chapters: ['Chapters', '章节', '章節'],
  chapter: ['Chapter', '章节', '章節'],
  events: ['events', '个事件', '個事件'],
  openChapter: ['Open', '打开', '打開'],
  problemsIn: ['Chapter “{id}” has problems in its data', '章节“{id}”的数据有误', '章節「{id}」的資料有誤'],
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
  shownCount: ['{shown} / {total} shown', '显示 {shown} / {total}', '顯示 {shown} / {total}'],
  noEventSelected: [
    'Select an event in the timeline, the text or the diagram.',
    '在时间线、原文或示意图中选择一个事件。',
    '在時間線、原文或示意圖中選擇一個事件。',
  ],
  summary: ['Summary', '英文摘要', '英文摘要'],
  summaryZh: ['Chinese summary', '中文摘要', '中文摘要'],
  actors: ['People', '人物', '人物'],
  places: ['Places', '地点', '地點'],
  numbers: ['Numbers', '数字', '數字'],
  causes: ['Causes', '起因', '起因'],
  consequences: ['Consequences', '后果', '後果'],
  movements: ['Movements', '行动', '行動'],
  effects: ['Effects', '影响', '影響'],
  step: ['Step', '步序', '步序'],
  stepEnd: ['…to step', '至步序', '至步序'],
  stepN: ['Step {n}', '第{n}步', '第{n}步'],
  stepRange: ['Steps {from}–{to}', '第{from}–{to}步', '第{from}–{to}步'],
  stepCounter: ['Step {n} / {total}', '第{n}步 / 共{total}步', '第{n}步 / 共{total}步'],
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
  loading: ['Loading…', '加载中…', '載入中…'],
  unknownChapter: ['There is no chapter “{id}”', '没有章节“{id}”', '沒有章節「{id}」'],
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
  newEvent: ['New event', '新建事件', '新建事件'],
  newEventHint: ['Select a passage of the text first', '请先选取一段原文', '請先選取一段原文'],
  editEvent: ['Edit event', '编辑事件', '編輯事件'],
  deleteEvent: ['Delete', '删除', '刪除'],
  edit: ['Edit', '编辑', '編輯'],
  save: ['Save', '保存', '儲存'],
  cancel: ['Cancel', '取消', '取消'],
  remove: ['Remove', '移除', '移除'],
  notSaved: ['Not saved yet', '尚未保存', '尚未儲存'],
  pickOnDiagram: ['or click them on the diagram', '或在示意图上点选', '或在示意圖上點選'],
  undo: ['Undo', '撤销', '復原'],
  redo: ['Redo', '重做', '重做'],
  exportChapter: ['Chapter file', '章节文件', '章節檔案'],
  exportCsv: ['CSV', 'CSV', 'CSV'],
  exportTimelineJs: ['TimelineJS', 'TimelineJS', 'TimelineJS'],
  importCsv: ['Import CSV', '导入 CSV', '匯入 CSV'],
  addChapter: ['Add a chapter', '添加章节', '新增章節'],
  addChapterHint: [
    'A .txt file (UTF-8, GB18030/GBK or Big5), or a chapter file exported from Battle Chronicle. Up to 5 MB.',
    '.txt 文本（UTF-8、GB18030/GBK 或 Big5），或从本应用导出的章节文件，最大 5 MB。',
    '.txt 文本（UTF-8、GB18030/GBK 或 Big5），或從本應用匯出的章節檔案，最大 5 MB。',
  ],
  encoding: ['Encoding', '编码', '編碼'],
  detect: ['Detect', '自动检测', '自動偵測'],
  pasteText: ['Or paste the text', '或粘贴原文', '或貼上原文'],
  chapterTitle: ['Title', '标题', '標題'],
  create: ['Create', '创建', '建立'],
  editMap: ['Edit map', '编辑地图', '編輯地圖'],
  editChapter: ['Edit chapter and map', '编辑章节与地图', '編輯章節與地圖'],
  addGate: ['Add a gate', '添加城门', '新增城門'],
  innerCity: ['Inner city', '内城', '內城'],
  barbican: ['Barbican', '瓮城', '甕城'],
  addFeature: ['Add an outside feature', '添加城外地物', '新增城外地物'],
  position: ['Position along the wall', '沿城墙位置', '沿城牆位置'],
  done: ['Done', '完成', '完成'],
  dismiss: ['Dismiss', '关闭', '關閉'],
  yourChapter: ['your chapter', '自建章节', '自建章節'],
  cityName: ['City', '城名', '城名'],
  noEventsYet: [
    'No events yet: select a passage of the text and press “New event”.',
    '尚无事件：请在原文中选取一段，然后点“新建事件”。',
    '尚無事件：請在原文中選取一段，然後點「新建事件」。',
  ],
  featureName: ['Name', '名称', '名稱'],
  direction: ['Direction', '方向', '方向'],
  titleZh: ['Chinese title', '中文标题', '中文標題'],
  titleEn: ['English title', '英文标题', '英文標題'],
  from: ['From', '从', '從'],
  to: ['To', '到', '到'],
  value: ['Value', '数值', '數值'],
  // Values the text does not state.
  inferredMark: ['inferred', '推断', '推斷'],
  inferredFrom: ['Inferred from {basis}: {note}', '推断，依据{basis}：{note}', '推斷，依據{basis}：{note}'],
  // The replay and the storylines.
  play: ['Play', '播放', '播放'],
  pause: ['Pause', '暂停', '暫停'],
  replaySpeed: ['Replay speed', '播放速度', '播放速度'],
  storylines: ['Storylines', '行军线', '行軍線'],
  storylinesCaption: [
    'Each force is a line: across, the story steps; down, where it is, from outside the walls to the gates, the walls and inside. Click a point to select that event.',
    '每支部队一条线：横向为故事步骤，纵向为所在之处，自城外、城门、城墙至城内。点击一点即选中该事件。',
    '每支部隊一條線：橫向為故事步驟，縱向為所在之處，自城外、城門、城牆至城內。點擊一點即選中該事件。',
  ],
  noForces: [
    'This chapter names no forces yet, so there are no storylines to draw.',
    '本章尚未列出部队，故无行军线可画。',
    '本章尚未列出部隊，故無行軍線可畫。',
  ],
  // Notices about the user's work and the page's own loading: never English glued onto Chinese.
  // A save that storage refuses keeps the work in the tab (see library.svelte.ts); each says so, and what to do.
  storageRefused: [
    'The browser refuses this page storage ({reason}). Your changes are kept in this tab until you close it; export the chapter to keep them.',
    '浏览器拒绝为本页提供存储（{reason}）。修改保留在此标签页中，直到将其关闭；请导出章节以保留修改。',
    '瀏覽器拒絕為本頁提供儲存（{reason}）。修改保留在此分頁中，直到將其關閉；請匯出章節以保留修改。',
  ],
  storageUnavailable: [
    'This browser gives this page no storage (private browsing, or site data turned off). Your changes are kept in this tab until you close it; export the chapter to keep them.',
    '此浏览器不为本页提供存储（无痕浏览，或已关闭网站数据）。修改保留在此标签页中，直到将其关闭；请导出章节以保留修改。',
    '此瀏覽器不為本頁提供儲存（無痕瀏覽，或已關閉網站資料）。修改保留在此分頁中，直到將其關閉；請匯出章節以保留修改。',
  ],
  saveFailed: [
    'Not saved to this browser: {reason}. Your change to “{id}” is kept in this tab until you close it; export the chapter to keep it.',
    '未保存到此浏览器：{reason}。对“{id}”的修改保留在此标签页中，直到将其关闭；请导出章节以保留修改。',
    '未儲存到此瀏覽器：{reason}。對「{id}」的修改保留在此分頁中，直到將其關閉；請匯出章節以保留修改。',
  ],
  saveFailedFull: [
    'Not saved to this browser: the disk or the browser’s storage quota is full. Your change to “{id}” is kept in this tab until you close it; export the chapter to keep it.',
    '未保存到此浏览器：磁盘或浏览器存储空间已满。对“{id}”的修改保留在此标签页中，直到将其关闭；请导出章节以保留修改。',
    '未儲存到此瀏覽器：磁碟或瀏覽器儲存空間已滿。對「{id}」的修改保留在此分頁中，直到將其關閉；請匯出章節以保留修改。',
  ],
  saveFailedNoStorage: [
    'Not saved to this browser: it gives this page no storage. Your change to “{id}” is kept in this tab until you close it; export the chapter to keep it.',
    '未保存到此浏览器：浏览器不为本页提供存储。对“{id}”的修改保留在此标签页中，直到将其关闭；请导出章节以保留修改。',
    '未儲存到此瀏覽器：瀏覽器不為本頁提供儲存。對「{id}」的修改保留在此分頁中，直到將其關閉；請匯出章節以保留修改。',
  ],
  saveAborted: [
    'Not saved to this browser: the browser stopped the save before it finished. Your change to “{id}” is kept in this tab until you close it; export the chapter to keep it.',
    '未保存到此浏览器：浏览器在保存完成前中止了保存。对“{id}”的修改保留在此标签页中，直到将其关闭；请导出章节以保留修改。',
    '未儲存到此瀏覽器：瀏覽器在儲存完成前中止了儲存。對「{id}」的修改保留在此分頁中，直到將其關閉；請匯出章節以保留修改。',
  ],
  saveConflict: [
    '“{id}” was changed in another tab or window (revision {stored}, this one has {base}); this change was not saved, so as not to overwrite that one. Reload to see the other change.',
    '“{id}”已在另一个标签页或窗口中修改（版本 {stored}，本页为 {base}）；为免覆盖该修改，本次修改未保存。请重新加载以查看另一处的修改。',
    '「{id}」已在另一個分頁或視窗中修改（版本 {stored}，本頁為 {base}）；為免覆寫該修改，本次修改未儲存。請重新載入以檢視另一處的修改。',
  ],
  updatedElsewhere: [
    '“{id}” was updated in another tab; this view now shows that change.',
    '“{id}”已在另一个标签页中更新；此处现已显示该修改。',
    '「{id}」已在另一個分頁中更新；此處現已顯示該修改。',
  ],
  // A change refused for one event, note or map because another tab changed it since (see eventOps.ts).
  conflictEvent: [
    'The event “{en}” ({zh}, id {id}) in “{chapter}” was changed in another tab or window since this tab saw it, so your change to it was not saved over theirs; your other changes were. Both versions are kept: choose one.',
    '“{chapter}”中的事件“{zh}”（{en}，id {id}）在本页读取之后已在另一个标签页或窗口中被修改，因此你对它的修改没有覆盖对方的版本；你的其他修改均已保存。两个版本都保留着：请选择其一。',
    '「{chapter}」中的事件「{zh}」（{en}，id {id}）在本頁讀取之後已在另一個分頁或視窗中被修改，因此你對它的修改沒有覆寫對方的版本；你的其他修改均已儲存。兩個版本都保留著：請選擇其一。',
  ],
  conflictNote: [
    'The teacher’s note on “{key}” in “{chapter}” was changed in another tab or window since this tab saw it, so your change to it was not saved over theirs; your other changes were. Both versions are kept: choose one.',
    '“{chapter}”中“{key}”的教师备注在本页读取之后已在另一个标签页或窗口中被修改，因此你对它的修改没有覆盖对方的版本；你的其他修改均已保存。两个版本都保留着：请选择其一。',
    '「{chapter}」中「{key}」的教師備註在本頁讀取之後已在另一個分頁或視窗中被修改，因此你對它的修改沒有覆寫對方的版本；你的其他修改均已儲存。兩個版本都保留著：請選擇其一。',
  ],
  conflictCity: [
    'The city map of “{chapter}” was changed in another tab or window since this tab saw it, so your change to it was not saved over theirs; your other changes were. Both versions are kept: choose one.',
    '“{chapter}”的城市地图在本页读取之后已在另一个标签页或窗口中被修改，因此你对它的修改没有覆盖对方的版本；你的其他修改均已保存。两个版本都保留着：请选择其一。',
    '「{chapter}」的城市地圖在本頁讀取之後已在另一個分頁或視窗中被修改，因此你對它的修改沒有覆寫對方的版本；你的其他修改均已儲存。兩個版本都保留著：請選擇其一。',
  ],
  conflictMeta: [
    'The title and details of “{chapter}” were changed in another tab or window since this tab saw them, so your change to them was not saved over theirs; your other changes were. Both versions are kept: choose one.',
    '“{chapter}”的标题与信息在本页读取之后已在另一个标签页或窗口中被修改，因此你对它们的修改没有覆盖对方的版本；你的其他修改均已保存。两个版本都保留着：请选择其一。',
    '「{chapter}」的標題與資訊在本頁讀取之後已在另一個分頁或視窗中被修改，因此你對它們的修改沒有覆寫對方的版本；你的其他修改均已儲存。兩個版本都保留著：請選擇其一。',
  ],
  conflictsHeading: [
    'Changes that collide with another tab’s',
    '与另一标签页冲突的修改',
    '與另一分頁衝突的修改',
  ],
  conflictMine: ['Yours (this tab)', '你的版本（本页）', '你的版本（本頁）'],
  conflictTheirs: [
    'Theirs (saved in another tab)',
    '对方的版本（另一标签页已保存）',
    '對方的版本（另一分頁已儲存）',
  ],
  conflictAbsent: ['Deleted', '已删除', '已刪除'],
  conflictWhole: ['The whole record', '完整记录', '完整記錄'],
  keepMine: ['Keep mine', '保留我的版本', '保留我的版本'],
  keepTheirs: ['Keep theirs', '保留对方的版本', '保留對方的版本'],
  fileTooLarge: [
    'The file is {size} bytes; the limit is {limit} bytes ({limitMb} MB).',
    '文件大小为 {size} 字节，上限为 {limit} 字节（{limitMb} MB）。',
    '檔案大小為 {size} 位元組，上限為 {limit} 位元組（{limitMb} MB）。',
  ],
  wrongEncoding: [
    'The text does not read as {encoding}: {count} characters could not be decoded. Choose its encoding (UTF-8, GB18030/GBK or Big5) and load it again.',
    '此文本无法按 {encoding} 读取：有 {count} 个字符无法解码。请选择其编码（UTF-8、GB18030/GBK 或 Big5）后重新加载。',
    '此文本無法按 {encoding} 讀取：有 {count} 個字元無法解碼。請選擇其編碼（UTF-8、GB18030/GBK 或 Big5）後重新載入。',
  ],
  controlCharacters: [
    'Read as {encoding}, the text holds {count} control characters, which no text contains (the first, {code}, on line {line}): it may not be a text file, or not in {encoding}. Remove them, or choose its encoding (UTF-8, GB18030/GBK or Big5), and load it again.',
    '按 {encoding} 读取时，文本含有 {count} 个控制字符，正常文本中不会出现（第一个为 {code}，在第 {line} 行）：它可能不是文本文件，或不是 {encoding} 编码。请删除这些字符，或选择其编码（UTF-8、GB18030/GBK 或 Big5）后重新加载。',
    '按 {encoding} 讀取時，文字含有 {count} 個控制字元，正常文字中不會出現（第一個為 {code}，在第 {line} 行）：它可能不是文字檔，或不是 {encoding} 編碼。請刪除這些字元，或選擇其編碼（UTF-8、GB18030/GBK 或 Big5）後重新載入。',
  ],
  textLooksGarbled: [
    'The chapter was added, but read as {encoding} only {share} % of its characters are common Chinese ones (Chinese prose has about half): it may be in another encoding, or not Chinese text. If it reads wrong, choose its encoding and load it again.',
    '章节已添加，但按 {encoding} 读取时仅有 {share}% 的字符是常用汉字（中文文本约占一半）：它可能是其他编码，或不是中文文本。如显示有误，请选择其编码后重新加载。',
    '章節已新增，但按 {encoding} 讀取時僅有 {share}% 的字元是常用漢字（中文文字約佔一半）：它可能是其他編碼，或不是中文文字。如顯示有誤，請選擇其編碼後重新載入。',
  ],
  fileNotAdded: ['This file was not added:', '此文件未添加：', '此檔案未新增：'],
  draftRestored: [
    'Your unsaved form from {time} is back, as you left it.',
    '您在 {time} 未保存的表单已恢复原样。',
    '您在 {time} 未儲存的表單已恢復原樣。',
  ],
  readingFile: [
    'Reading “{file}” and checking its events…',
    '正在读取“{file}”并检查其中的事件…',
    '正在讀取「{file}」並檢查其中的事件…',
  ],
  emptyFile: ['The file holds no text.', '文件中没有文本。', '檔案中沒有文字。'],
  chapterExists: [
    'A chapter “{id}” is already here; nothing was replaced.',
    '已有章节“{id}”；未替换任何内容。',
    '已有章節「{id}」；未取代任何內容。',
  ],
  causeOfOthers: [
    'It is a cause of {ids}; remove it from their causes first.',
    '它是 {ids} 的起因；请先从它们的起因中移除。',
    '它是 {ids} 的起因；請先從它們的起因中移除。',
  ],
  simplifiedFailed: [
    'The converter into simplified characters could not be loaded: {reason}',
    '简体转换器加载失败：{reason}',
    '簡體轉換器載入失敗：{reason}',
  ],
  traditionalFailed: [
    'The converter into traditional characters could not be loaded: {reason}',
    '繁体转换器加载失败：{reason}',
    '繁體轉換器載入失敗：{reason}',
  ],
  pinyinFailed: ['Pinyin could not be loaded: {reason}', '拼音加载失败：{reason}', '拼音載入失敗：{reason}'],
  exportFailed: ['The download failed: {reason}', '下载失败：{reason}', '下載失敗：{reason}'],
  // The timeline in layers (issue 10): kept in a block of their own.
  timelineNoMatch: [
    'No event matches the filters or the search.',
    '没有符合筛选或搜索条件的事件。',
    '沒有符合篩選或搜尋條件的事件。',
  ],
  timelineLanesScroll: ['Scroll the lanes', '滚动泳道', '捲動泳道'],
  // The battle map: forces, camera, trails, legend and export (issue 11).
  wholeCity: ['Whole city', '全城', '全城'],
  wholeCityHint: ['Show the whole city (W)', '显示全城（W）', '顯示全城（W）'],
  trails: ['Trails', '行军轨迹', '行軍軌跡'],
  trailsHint: ['Show earlier moves as faded trails', '以淡色显示先前的行军', '以淡色顯示先前的行軍'],
  forces: ['Forces', '兵马', '兵馬'],
  forceAt: ['Where', '所在', '所在'],
  condition: ['Condition', '状况', '狀況'],
  heldBy: ['Held by', '据守', '據守'],
  water: ['Water', '水', '水'],
  currentMove: ['This step’s move', '本步行军', '本步行軍'],
  inferredMove: [
    'A move the text does not state (inferred)',
    '原文未明言的行军（推断）',
    '原文未明言的行軍（推斷）',
  ],
  earlierMoves: ['Earlier moves', '先前行军', '先前行軍'],
  sourceCredit: ['Source', '出处', '出處'],
  // Teacher's notes (issue 13).
  teacherNote: ['Teacher’s note', '教师备注', '教師備註'],
  teacherNoteHint: [
    'Only you see this note; it is kept with your library, exported with the chapter and printed in the teacher’s copy.',
    '备注只有你看得到；它保存在你的资料库中，随章节导出，并印在教师版讲义里。',
    '備註只有你看得到；它儲存在你的資料庫中，隨章節匯出，並印在教師版講義裡。',
  ],
  noteSaving: ['Saving…', '正在保存…', '正在儲存…'],
  noteSaved: ['Saved', '已保存', '已儲存'],
  noteNotSaved: ['Not saved: {reason}', '未保存：{reason}', '未儲存：{reason}'],
  noteKeyUnknown: [
    'The note “{key}” belongs to no step or slide of this chapter (an event id, title, overview, phase-<phase id> or end).',
    '备注“{key}”不属于本章的任何一步或幻灯片（应为事件 id、title、overview、phase-<阶段 id> 或 end）。',
    '備註「{key}」不屬於本章的任何一步或投影片（應為事件 id、title、overview、phase-<階段 id> 或 end）。',
  ],
  noteNotText: ['The note “{key}” is not text.', '备注“{key}”不是文本。', '備註「{key}」不是文字。'],
  noteTooLong: [
    'The note “{key}” has {length} characters; the limit is {limit}.',
    '备注“{key}”有 {length} 个字符，上限为 {limit}。',
    '備註「{key}」有 {length} 個字元，上限為 {limit}。',
  ],
  // Handouts that teach (issue 13).
  handoutVariant: ['Which handout', '讲义种类', '講義種類'],
  handoutPlain: ['Handout', '讲义', '講義'],
  handoutWorksheet: ['Student worksheet', '学生练习单', '學生練習單'],
  handoutTeacher: ['Teacher’s copy', '教师版', '教師版'],
  handoutForces: ['Forces', '兵马', '兵馬'],
  forceStartsAt: [
    '{force} ({faction}), at first at {place}',
    '{force}（{faction}），起初在{place}',
    '{force}（{faction}），起初在{place}',
  ],
  overviewMap: ['Every move of the chapter', '本章全部行军', '本章全部行軍'],
  overviewMapCaption: [
    'The city as the chapter opens, with every move the text tells of.',
    '开篇时的城池，及原文所述的全部行军。',
    '開篇時的城池，及原文所述的全部行軍。',
  ],
  phaseMapTitle: ['Phase {n}: {name}', '第{n}阶段：{name}', '第{n}階段：{name}'],
  phaseMapCaption: [
    'The city as this phase ends (after step {step}), with the phase’s moves; earlier moves faded.',
    '本阶段结束时（第 {step} 步之后）的城池，及本阶段的行军；先前行军以淡色显示。',
    '本階段結束時（第 {step} 步之後）的城池，及本階段的行軍；先前行軍以淡色顯示。',
  ],
  timelineFigure: ['The events in story order', '按故事顺序排列的事件', '按故事順序排列的事件'],
  timelineFigureCaption: [
    'Each mark is an event, numbered as in the list; a lane for each side, story steps from left to right.',
    '每个标记为一个事件，编号与下文列表一致；每方一条泳道，故事步骤自左至右。',
    '每個標記為一個事件，編號與下文列表一致；每方一條泳道，故事步驟自左至右。',
  ],
  eventsInOrder: ['The events, step by step', '逐步事件', '逐步事件'],
  handoutPartOf: [
    'Events {from}–{to} of {total} (part {part} of {parts})',
    '第 {from}–{to} 个事件，共 {total} 个（第 {part} 部分，共 {parts} 部分）',
    '第 {from}–{to} 個事件，共 {total} 個（第 {part} 部分，共 {parts} 部分）',
  ],
  previousPart: ['Previous part', '上一部分', '上一部分'],
  nextPart: ['Next part', '下一部分', '下一部分'],
  handoutTooMany: [
    'This chapter has {n} events: more than a map or a figure can show one by one. The list gives each event with its quote, in parts of {size}; print the part you need.',
    '本章有 {n} 个事件，多到一幅地图或图表无法逐一显示。下面的列表按每 {size} 个一部分列出每个事件及其原文；请打印所需的部分。',
    '本章有 {n} 個事件，多到一幅地圖或圖表無法逐一顯示。下面的列表按每 {size} 個一部分列出每個事件及其原文；請列印所需的部分。',
  ],
  whatHappened: ['What happened here?', '这里发生了什么？', '這裡發生了什麼？'],
  worksheetName: ['Name:', '姓名：', '姓名：'],
  notesNotObject: [
    '“notes” must map each step or slide to its note text.',
    '“notes”须为每一步或每张幻灯片对应一段备注文本。',
    '「notes」須為每一步或每張投影片對應一段備註文字。',
  ],
  // The deck: title, overview, phase and closing slides, the presenter's window, reveal-as-you-go (issue 13).
  slideTitle: ['Title', '标题', '標題'],
  slideOverview: ['Overview', '概览', '概覽'],
  slideEnd: ['Close', '结局', '結局'],
  slideCounter: ['Slide {n} / {total}', '第{n}张 / 共{total}张', '第{n}張 / 共{total}張'],
  phaseCounter: ['Phase {n} / {total}', '第{n}阶段 / 共{total}阶段', '第{n}階段 / 共{total}階段'],
  phaseSteps: ['{n} steps', '{n}步', '{n}步'],
  ledBy: ['led by {name}', '由{name}率领', '由{name}率領'],
  strength: ['Strength', '兵力', '兵力'],
  overviewCaption: [
    'Every movement of the chapter, on one map',
    '本章所有行军，汇于一图',
    '本章所有行軍，匯於一圖',
  ],
  overviewRevealed: [
    'Reveal as you go is on: the movements appear step by step.',
    '已开启“随讲随现”：行军将逐步显示。',
    '已開啟「隨講隨現」：行軍將逐步顯示。',
  ],
  outcome: ['How it ends', '结局', '結局'],
  toll: ['What the text states of losses and survivors', '原文所述的伤亡与幸存', '原文所述的傷亡與倖存'],
  noToll: [
    'The text states no numbers of losses or survivors.',
    '原文未言及伤亡或幸存的数目。',
    '原文未言及傷亡或倖存的數目。',
  ],
  tallyWithoutNumbers: ['The text gives no number.', '原文未给出数目。', '原文未給出數目。'],
  stepChanges: ['What this step changes', '本步变化', '本步變化'],
  noStepChanges: [
    'No gate or wall changes state and no force moves.',
    '无城门或城墙变化，亦无兵马调动。',
    '無城門或城牆變化，亦無兵馬調動。',
  ],
  placeBecomes: ['{place}: {state}', '{place}：{state}', '{place}：{state}'],
  forcesNow: ['Where the forces are', '兵马所在', '兵馬所在'],
  stepBefore: ['Before', '上一步', '上一步'],
  stepAfter: ['Next', '下一步', '下一步'],
  deckStart: ['(the start)', '（开头）', '（開頭）'],
  deckEnd: ['(the close)', '（结局）', '（結局）'],
  reveal: ['Reveal as you go', '随讲随现', '隨講隨現'],
  revealHint: [
    'Show on the strip and the map only what has happened by this step',
    '进度条与地图只显示到本步为止已发生的事',
    '進度條與地圖只顯示到本步為止已發生的事',
  ],
  openPresenter: ['Presenter view', '演讲者视图', '演講者視圖'],
  openPresenterHint: [
    'Open the presenter view in a second window (S)',
    '在另一窗口打开演讲者视图（S）',
    '在另一視窗開啟演講者視圖（S）',
  ],
  presenterView: ['Presenter view', '演讲者视图', '演講者視圖'],
  presenterCurrent: ['Now showing', '当前幻灯片', '目前投影片'],
  presenterNext: ['Next slide', '下一张', '下一張'],
  presenterLast: ['This is the last slide.', '这是最后一张。', '這是最後一張。'],
  presenterNotes: ['Notes', '备注', '備註'],
  noNotes: [
    'No notes for this slide — write them in the explorer’s event detail.',
    '本张没有备注——可在探索视图的事件详情中撰写。',
    '本張沒有備註——可在探索視圖的事件詳情中撰寫。',
  ],
  textBefore: ['The text before', '前文', '前文'],
  textAfter: ['The text after', '后文', '後文'],
  noContext: ['(none)', '（无）', '（無）'],
  elapsed: ['Elapsed', '已用时间', '已用時間'],
  resetClock: ['Reset', '重新计时', '重新計時'],
  previousSlide: ['Previous slide', '上一张', '上一張'],
  nextSlide: ['Next slide', '下一张', '下一張'],
  presenterBlocked: [
    'The browser blocked the new window: allow pop-ups for this page, or open this page again with mode=presenter.',
    '浏览器阻止了新窗口：请允许本页弹出窗口，或以 mode=presenter 再次打开本页。',
    '瀏覽器阻擋了新視窗：請允許本頁彈出視窗，或以 mode=presenter 再次開啟本頁。',
  ],
  inkTools: ['Ink', '画笔', '畫筆'],
  inkPen: ['Pen (D)', '画笔 (D)', '畫筆 (D)'],
  inkColor: ['Ink colour {n}', '画笔颜色{n}', '畫筆顏色{n}'],
  inkUndo: ['Undo ink (Ctrl+Z)', '撤销笔迹 (Ctrl+Z)', '撤銷筆跡 (Ctrl+Z)'],
  inkClear: ['Clear ink (C)', '清除笔迹 (C)', '清除筆跡 (C)'],
  inkLayer: [
    'Ink on this slide: draw with the mouse, a pen or a finger',
    '本页笔迹：可用鼠标、手写笔或手指书写',
    '本頁筆跡：可用滑鼠、手寫筆或手指書寫',
  ],
  exportSlidePng: ['Slide as PNG', '本页存为 PNG', '本頁存為 PNG'],
  diagramExportCaption: [
    'The city at step {n}: walls and gates as they stand after it, with this step’s moves.',
    '第{n}步时的城池：此步之后城墙与城门的状态，以及本步的行军。',
    '第{n}步時的城池：此步之後城牆與城門的狀態，以及本步的行軍。',
  ],
  diagramExportCaptionStart: [
    'The city as the chapter opens: walls and gates before the first event.',
    '本章开始时的城池：第一个事件之前城墙与城门的状态。',
    '本章開始時的城池：第一個事件之前城牆與城門的狀態。',
  ],
  timelineExportCaption: [
    '{count} events of the chapter in story order; each lane groups them by {lanes}.',
    '本章 {count} 个事件，按故事顺序排列；泳道按{lanes}分组。',
    '本章 {count} 個事件，按故事順序排列；泳道按{lanes}分組。',
  ],
  timelineJsStep: ['Step {n}', '第{n}步', '第{n}步'],
  timelineJsSteps: ['Steps {n}–{end}', '第{n}–{end}步', '第{n}–{end}步'],
  timelineJsPhase: ['Phase: {phase}', '阶段：{phase}', '階段：{phase}'],
  shareChapter: ['Share as one file', '分享为单个文件', '分享為單個檔案'],
  shareChapterHint: [
    'One HTML file that opens from disk, offline, with this chapter, its events and the presentation',
    '一个可离线从磁盘打开的 HTML 文件，含本章、其事件与演示',
    '一個可離線從磁碟打開的 HTML 檔案，含本章、其事件與演示',
  ],
  sharedChapterProblems: [
    'The chapter shared in this file could not be read',
    '此文件中分享的章节无法读取',
    '此檔案中分享的章節無法讀取',
  ],
} as const satisfies Record<string, readonly [string, string, string]>;

export type MessageKey = keyof typeof table;

/** The `{name}` parameters of a string, as a union of their names. */
type ParamsIn<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | ParamsIn<Rest> : never;
export type MessageParams<K extends MessageKey> = ParamsIn<(typeof table)[K][0]>;
type Values<K extends MessageKey> = Record<MessageParams<K>, string | number>;
/** No argument for a string without parameters, and every parameter for one with them. */
export type MessageArgs<K extends MessageKey> = [MessageParams<K>] extends [never] ? [] : [params: Values<K>];

/** A message not yet put in a language: what a notice or a problem holds until it is shown. */
export type Text = { [K in MessageKey]: { key: K; params?: Values<K> } }[MessageKey];

export function text<K extends MessageKey>(key: K, ...args: MessageArgs<K>): Text {
  return (args[0] ? { key, params: args[0] } : { key }) as Text;
}

export function message<K extends MessageKey>(key: K, locale: Locale, ...args: MessageArgs<K>): string {
  return fill(key, locale, args[0] as Record<string, string | number> | undefined);
}

/** A Text in one language. */
export function say(what: Text, locale: Locale): string {
  return fill(what.key, locale, what.params as Record<string, string | number> | undefined);
}

function fill(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  const template: string | undefined = table[key]?.[LOCALES.indexOf(locale)];
  if (template === undefined) throw new Error(`message “${key}” has no ${locale} text`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`message “${key}” needs the parameter {${name}}`);
    return typeof value === 'number' ? value.toLocaleString(locale) : value;
  });
}

/** The table itself, for the test that every string has all three languages and the same parameters. */
export const messageTable: Readonly<Record<MessageKey, readonly string[]>> = table;

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
