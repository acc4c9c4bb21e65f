/**
 * The browser's text selection in the reader as offsets into the chapter text. Each paragraph element carries
 * `data-start`, its offset in the text; inside it, the offset is the length of the text before the selection
 * point (pinyin and glosses are CSS, not text, so they never count).
 */
function offsetIn(paragraph: Element, node: Node, offset: number): number {
  const start = Number(paragraph.getAttribute('data-start'));
  if (node.nodeType !== Node.TEXT_NODE) {
    // A point between children: count the text of the children before it.
    let count = 0;
    for (let i = 0; i < offset && i < node.childNodes.length; i++)
      count += node.childNodes[i]!.textContent?.length ?? 0;
    return start + textBefore(paragraph, node) + count;
  }
  return start + textBefore(paragraph, node) + offset;
}

function textBefore(paragraph: Element, target: Node): number {
  const walker = paragraph.ownerDocument.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
  let count = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node === target || target.contains(node)) break;
    count += node.textContent?.length ?? 0;
  }
  return count;
}

export function selectionOffsets(container: Element): { start: number; end: number } | null {
  const selection = container.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const paragraphOf = (node: Node) =>
    (node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement)?.closest('[data-start]');
  const first = paragraphOf(range.startContainer);
  const last = paragraphOf(range.endContainer);
  if (!first || !last || !container.contains(first) || !container.contains(last)) return null;
  const start = offsetIn(first, range.startContainer, range.startOffset);
  const end = offsetIn(last, range.endContainer, range.endOffset);
  return end > start ? { start, end } : null;
}
