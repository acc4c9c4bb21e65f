/**
 * The first render's long tasks on a throttled phone, run by hand (not by CI): opens the built app (served by
 * `npx vite preview --port 4314 --strictPort` after `npm run build`) in Debian's Chromium at 412×823 with the CPU
 * slowed 4× (as Lighthouse's mobile preset simulates), and per chapter URL and run records every long task
 * (PerformanceObserver 'longtask', observed from the document's start), FCP and the LCP entry. Prints the medians
 * of: blocking time (Σ duration − 50 ms over all long tasks, ≈ Lighthouse's TBT), the longest task, FCP, LCP
 * and the LCP element. Medians over runs make it robust to a noisy shared machine; `uptime` is printed beside.
 *
 *   node bench/longTasks.mjs [--base http://127.0.0.1:4314/[,http://…]] [--runs 5] [--rate 4] [--profile] [#/yanjing …]
 *
 * `--profile` adds one traced run per chapter: what the longest task spent its time on (the trace's events inside
 * it, by name, and the JS functions' self time from the trace's CPU samples in that window).
 */
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
};
/** Several, comma-separated (builds served side by side): their runs alternate, so that the machine's load falls on each alike. */
const bases = option('--base', 'http://127.0.0.1:4314/').split(',');
const runs = Number(option('--runs', '5'));
const rate = Number(option('--rate', '4'));
const profile = args.includes('--profile') && args.splice(args.indexOf('--profile'), 1);
const hashes = args.length ? args : ['#/yanjing', '#/miyun', '#/beijing'];
/** After the app's ready mark, how long to keep observing: tasks the first render deferred still block. */
const SETTLE_MS = 3000;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

function observe() {
  const seen = { tasks: [], lcp: null, fcp: null, cls: 0, shifts: [] };
  window.__longTasks = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const what = el
        ? `${el.tagName.toLowerCase()}${(el.className?.baseVal ?? el.className) ? '.' + String(el.className?.baseVal ?? el.className).split(' ')[0] : ''} «${(el.textContent ?? '').trim().slice(0, 24)}»`
        : '(removed)';
      seen.lcp = { time: e.startTime, size: e.size, what };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      seen.cls += e.value;
      const name = (n) =>
        n ? `${n.nodeName.toLowerCase()}.${n.className?.baseVal ?? n.className ?? ''}` : '?';
      const rect = (r) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      for (const source of e.sources ?? [])
        seen.shifts.push(
          `${e.value.toFixed(4)} at ${Math.round(e.startTime)}: ${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
        );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

async function open(base, hash, trace) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (trace)
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
  await page.goto(new URL(hash, base).href);
  await page.waitForFunction(() => window.__benchReady === true, null, { timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  // LCP is final once the page has had input or is hidden; reading it here is what Lighthouse reads at its end.
  const seen = await page.evaluate(() => ({ ...window.__longTasks, ready: window.__benchReadyAt }));
  const traced = trace ? JSON.parse((await browser.stopTracing()).toString()) : null;
  await context.close();
  // All of them: without the simulated network, the first render's task runs before the first paint here, whereas
  // Lighthouse's simulated load (slow 4G) places the first paint before it and counts it.
  return {
    tbt: seen.tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    // As Lighthouse counts it: only the blocking part after the first paint.
    afterFcp: seen.tasks.reduce(
      (sum, t) => sum + Math.max(0, t.start + t.duration - Math.max(t.start + 50, seen.fcp ?? 0)),
      0,
    ),
    longest: Math.max(0, ...seen.tasks.map((t) => t.duration)),
    count: seen.tasks.length,
    fcp: seen.fcp,
    lcp: seen.lcp?.time ?? NaN,
    lcpWhat: seen.lcp?.what ?? '-',
    cls: seen.cls,
    shifts: seen.shifts,
    ready: seen.ready,
    tasks: seen.tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' '),
    traced,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${Math.round(x)}`.padStart(6);

/** Every main-thread task over 30 ms in a trace, in order, with the components that took most of it. */
function tasksInOrder(trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 30_000).sort((a, b) => a.ts - b.ts);
  const t0 = tasks[0]?.ts ?? 0;
  return tasks
    .map((top) => {
      const inside = onMain.filter((e) => e.ts >= top.ts && e.ts + e.dur <= top.ts + top.dur && e !== top);
      const sum = (name) => inside.filter((e) => e.name === name).reduce((t, e) => t + e.dur, 0) / 1000;
      return `  ${String(Math.round((top.ts - t0) / 1000)).padStart(5)} +${String(Math.round(top.dur / 1000)).padStart(4)} ms  layout ${Math.round(sum('Layout'))}, style ${Math.round(sum('UpdateLayoutTree'))}, paint ${Math.round(sum('Paint'))}, script ${Math.round(sum('FunctionCall') + sum('RunMicrotasks') + sum('TimerFire') + sum('FireAnimationFrame'))}`;
    })
    .join('\n');
}

/** The longest main-thread task of a trace: its child events by name and the JS self time sampled inside it. */
function explain(trace, rank = 0) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const top = tasks.sort((a, b) => b.dur - a.dur)[rank];
  if (!top) return 'no task found';
  const inside = onMain.filter(
    (e) => e.ph === 'X' && e.ts >= top.ts && e.ts + e.dur <= top.ts + top.dur && e !== top,
  );
  const byName = new Map();
  for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
  const lines = [
    `longest task ${Math.round(top.dur / 1000)} ms; events inside (inclusive ms, nested ones overlap):`,
  ];
  for (const [name, dur] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 14))
    lines.push(`  ${(dur / 1000).toFixed(1).padStart(7)}  ${name}`);
  // The CPU samples: ProfileChunk events carry nodes, samples and time deltas (µs).
  const nodes = new Map();
  const samples = [];
  let t = null;
  for (const e of events.filter((e) => e.name === 'Profile' || e.name === 'ProfileChunk')) {
    if (e.name === 'Profile') t = e.args.data.startTime;
    const data = e.args?.data?.cpuProfile;
    for (const n of data?.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (data?.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      samples.push({ id, t });
    });
  }
  const self = new Map();
  for (let i = 0; i < samples.length - 1; i++) {
    const { id, t: at } = samples[i];
    if (at < top.ts || at > top.ts + top.dur) continue;
    const frame = nodes.get(id)?.callFrame;
    const key = frame
      ? `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${frame.lineNumber}`
      : '?';
    self.set(key, (self.get(key) ?? 0) + (samples[i + 1].t - at));
  }
  // Inclusive time of each function on the sampled stacks (once per stack): components are functions of their name
  // in a build without minifying (`npx vite build --minify false --outDir …`).
  const parent = new Map();
  for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
  for (const n of nodes.values()) if (n.parent) parent.set(n.id, n.parent);
  const inclusive = new Map();
  for (let i = 0; i < samples.length - 1; i++) {
    const { id, t: at } = samples[i];
    if (at < top.ts || at > top.ts + top.dur) continue;
    const keys = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const name = nodes.get(n)?.callFrame?.functionName;
      if (name && (process.env.ALLFN || /^[A-Z#]/.test(name))) keys.add(name);
    }
    for (const key of keys) inclusive.set(key, (inclusive.get(key) ?? 0) + (samples[i + 1].t - at));
  }
  lines.push('  inclusive time of capitalised functions (components; sampled, ms):');
  for (const [key, dur] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, process.env.ALLFN ? 90 : 40))
    lines.push(`  ${(dur / 1000).toFixed(1).padStart(7)}  ${key}`);
  lines.push('  JS self time in it (sampled, ms):');
  for (const [key, dur] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 22))
    lines.push(`  ${(dur / 1000).toFixed(1).padStart(7)}  ${key}`);
  return lines.join('\n');
}

console.log(`uptime: ${execSync('uptime').toString().trim()}`);
console.log(`412×823, CPU ×${rate}, ${runs} runs, medians (ms)`);
console.log('chapter      TBT≈  after FCP  longest  tasks    FCP    LCP  ready    CLS  LCP element');
for (const hash of hashes) {
  const all = bases.map(() => []);
  for (let i = 0; i < runs; i++)
    for (const [b, base] of bases.entries()) {
      const run = await open(base, hash);
      all[b].push(run);
      if (process.env.VERBOSE)
        console.log(
          `  ${base} run ${i + 1}: ${run.tasks}  lcp ${run.lcpWhat}\n    ${run.shifts.join('\n    ')}`,
        );
    }
  for (const [b, base] of bases.entries()) {
    const m = (key) => median(all[b].map((r) => r[key]));
    const whats = [...new Set(all[b].map((r) => r.lcpWhat))].join(' | ');
    const cls = Math.max(...all[b].map((r) => r.cls)).toFixed(3);
    console.log(
      `${hash.padEnd(11)}${ms(m('tbt'))}     ${ms(m('afterFcp'))}  ${ms(m('longest'))} ${ms(m('count'))} ${ms(m('fcp'))} ${ms(m('lcp'))} ${ms(m('ready'))}  ${cls}  ${whats}${bases.length > 1 ? '  ' + base : ''}`,
    );
  }
}
if (profile)
  for (const hash of hashes) {
    const run = await open(bases[0], hash, true);
    console.log(`\n${hash} (traced run; tasks start+duration: ${run.tasks})`);
    console.log(tasksInOrder(run.traced));
    for (let rank = 0; rank < 3; rank++) console.log(explain(run.traced, rank));
  }
console.log(`uptime: ${execSync('uptime').toString().trim()}`);
await browser.close();
