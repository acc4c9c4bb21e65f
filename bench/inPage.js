// Measuring code run inside the page by bench/bench.ts (plain JavaScript, injected as is).

/**
 * Frame work of one zoom or pan step, measured in the page: dispatch the input event, let Svelte flush, force
 * style and layout, and time it all; then yield a frame so the browser paints before the next step.
 */
async function frameWork() {
  {
    const target = document.querySelector('[data-view="timeline"]');
    const box = target.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const flush = () => new Promise((resolve) => queueMicrotask(() => queueMicrotask(resolve)));
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const samples = [];
    const step = async (fire) => {
      await frame();
      const t0 = performance.now();
      fire();
      await flush();
      void document.body.getBoundingClientRect().height; // style + layout
      samples.push(performance.now() - t0);
    };
    for (let i = 0; i < 40; i++) {
      const deltaY = i < 25 ? -120 : 120;
      await step(() =>
        target.dispatchEvent(
          new WheelEvent('wheel', { deltaY, clientX: cx, clientY: cy, bubbles: true, cancelable: true }),
        ),
      );
    }
    await step(() =>
      target.dispatchEvent(
        new MouseEvent('mousedown', { clientX: cx, clientY: cy, bubbles: true, view: window, button: 0 }),
      ),
    );
    for (let i = 1; i <= 40; i++) {
      const dx = (i <= 20 ? -i : i - 40) * 12;
      await step(() =>
        window.dispatchEvent(
          new MouseEvent('mousemove', { clientX: cx + dx, clientY: cy, bubbles: true, view: window }),
        ),
      );
    }
    window.dispatchEvent(
      new MouseEvent('mouseup', { clientX: cx, clientY: cy, bubbles: true, view: window }),
    );
    return samples;
  }
}

/**
 * Lets what an earlier step set moving (the diagram's camera glides for 0.7 s, tokens walk) come to rest, so a
 * click is timed on a page at rest, as a reader clicks after looking.
 */
async function atRest() {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Zoom until marks are elements, click one far from the reader's position, and time until its passage is in view. */
async function clickToPassage() {
  {
    await atRest();
    const target = document.querySelector('[data-view="timeline"]');
    const box = target.getBoundingClientRect();
    for (
      let i = 0;
      i < 60 && !document.querySelector('[data-view="timeline"] .marks [data-event-id]:nth-child(3)');
      i++
    ) {
      target.dispatchEvent(
        new WheelEvent('wheel', {
          deltaY: -240,
          clientX: box.right - 40,
          clientY: box.top + box.height / 2,
          bubbles: true,
        }),
      );
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    // A person clicks a mark they can see: let the zoom's last frame be drawn before the click, so the click is
    // not also charged with laying out and painting marks that were never on screen.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const marks = [...document.querySelectorAll('[data-view="timeline"] .marks [data-event-id]')];
    const mark = marks[marks.length - 1];
    const id = mark.getAttribute('data-event-id');
    const t0 = performance.now();
    mark.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    return passageInView(`.passage.selected[data-event-id="${id}"]`, t0);
  }
}

/** Resolves when `passage` matches a highlighted passage that lies inside the reader's view; NaN after 10 s. */
async function passageInView(selector, t0) {
  const reader = document.querySelector('[data-view="reader"] .text');
  for (;;) {
    const passage = reader.querySelector(selector);
    if (passage) {
      const r = passage.getBoundingClientRect();
      const v = reader.getBoundingClientRect();
      if (r.top >= v.top - 1 && r.bottom <= v.bottom + 1) return performance.now() - t0;
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (performance.now() - t0 > 10_000) return Number.NaN;
  }
}

/**
 * The same in canvas mode, where marks are pixels: show the whole chapter (the 0 key), find the rightmost mark the
 * canvas has drawn (the story's end, far from the reader's position) by its pixels, click there as a person would
 * (the timeline finds the nearest mark), and time until the selected event's passage is highlighted in view.
 * NaN when the timeline draws no canvas (few events).
 */
async function clickOnCanvas() {
  {
    await atRest();
    const target = document.querySelector('[data-view="timeline"]');
    target.dispatchEvent(new KeyboardEvent('keydown', { key: '0', bubbles: true }));
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    // The canvas lies under the timeline's SVG (which takes the pointer), in the same plot.
    const canvas = target.parentElement.querySelector('canvas');
    if (!canvas) return Number.NaN;
    const { width, height } = canvas;
    const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    let hit = null;
    for (let x = width - 1; x >= 0 && !hit; x--) {
      for (let y = 0; y < height; y++) {
        if (pixels[(y * width + x) * 4 + 3] > 200) {
          hit = { x, y };
          break;
        }
      }
    }
    if (!hit) return Number.NaN;
    const box = canvas.getBoundingClientRect();
    // A mark is a 5 px square: its centre is 2 px in from its right edge.
    const clientX = box.left + (hit.x / width) * box.width - 2;
    const clientY = box.top + (hit.y / height) * box.height + 2;
    const under = document.elementFromPoint(clientX, clientY);
    const t0 = performance.now();
    under.dispatchEvent(new MouseEvent('click', { clientX, clientY, bubbles: true, view: window }));
    return passageInView('.passage.selected', t0);
  }
}

/**
 * Frame times while the replay plays: start it at 2× on the selected step (tokens walk, the reader and the
 * timeline follow), record the interval between animation frames for `ms`, then pause. An interval over 16.7 ms
 * is a dropped frame at 60 Hz.
 */
async function replayFrames(ms = 4500) {
  {
    const speed = document.querySelector('[data-control="replay-speed"]');
    speed.value = '2';
    speed.dispatchEvent(new Event('change', { bubbles: true }));
    const play = document.querySelector('[data-action="replay"]');
    play.click();
    const intervals = [];
    let last = await new Promise((resolve) => requestAnimationFrame(resolve));
    const end = last + ms;
    while (last < end) {
      const now = await new Promise((resolve) => requestAnimationFrame(resolve));
      intervals.push(now - last);
      last = now;
    }
    play.click();
    return intervals;
  }
}

/**
 * The page as it stands after its first full render, as static HTML with no script of the app's: its style sheets
 * (by absolute URL), its DOM, each canvas as the image it shows, and a script at the end that sets the same
 * `__benchReady` marks two frames after the page is parsed. Drawing it costs what the browser alone spends to show
 * the app's first render (parse, style, layout, fonts, paint), whatever script produced it. The page's policy is
 * left out: it refuses the style attributes that the app sets through the CSSOM.
 */
function staticCopy(readyScript) {
  const copy = document.documentElement.cloneNode(true);
  for (const node of copy.querySelectorAll(
    'script, link[rel="modulepreload"], meta[http-equiv="Content-Security-Policy"]',
  ))
    node.remove();
  for (const link of copy.querySelectorAll('link[href]')) link.setAttribute('href', link.href);
  // A select's choice and a box's tick are properties, not attributes: carry them over.
  const selects = document.querySelectorAll('select');
  copy.querySelectorAll('select').forEach((select, i) => {
    const chosen = select.options[selects[i].selectedIndex];
    if (chosen) chosen.setAttribute('selected', '');
  });
  const boxes = document.querySelectorAll('input');
  copy.querySelectorAll('input').forEach((box, i) => {
    if (boxes[i].checked) box.setAttribute('checked', '');
  });
  const canvases = document.querySelectorAll('canvas');
  copy.querySelectorAll('canvas').forEach((canvas, i) => {
    const image = document.createElement('img');
    image.src = canvases[i].toDataURL();
    for (const { name, value } of canvas.attributes)
      if (name !== 'width' && name !== 'height') image.setAttribute(name, value);
    image.style.width = canvases[i].style.width || `${canvases[i].clientWidth}px`;
    image.style.height = canvases[i].style.height || `${canvases[i].clientHeight}px`;
    canvas.replaceWith(image);
  });
  const ready = document.createElement('script');
  ready.src = readyScript;
  copy.querySelector('body').append(ready);
  return `<!doctype html>\n${copy.outerHTML}`;
}

window.__bench = { frameWork, clickOnCanvas, clickToPassage, replayFrames, staticCopy };
