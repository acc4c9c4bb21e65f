/**
 * The comparison's address: `#/compare/<left chapter>/<right chapter>?left=<event>` (or `right=`), the selected
 * event named on the side it was chosen on, so a reload or Back returns to the same pair; `mode=present` shows
 * it as a deck, `mode=handout` as a printable two-column table. Pure functions; the view keeps the browser's location in step with them.
 */
import type { Side } from '../model/alignmentSchema';
import { COMPARE_ROUTE } from '../model/viewModes';

export interface CompareRoute {
  left: string;
  right: string;
  selected: { side: Side; event: string } | null;
  /** How it is shown: side by side, as slides, or as a handout to print. */
  mode: CompareMode;
}

export type CompareMode = 'explore' | 'present' | 'handout';

function decode(part: string | undefined): string | null {
  if (!part) return null;
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The route a hash names, or null if it names no comparison of two chapters. */
export function decodeCompareHash(hash: string): CompareRoute | null {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const [head, leftPart, rightPart] = path.split('/').filter(Boolean);
  const left = decode(leftPart);
  const right = decode(rightPart);
  if (head !== COMPARE_ROUTE || left === null || right === null) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    params = new URLSearchParams();
  }
  const side: Side | null = params.has('left') ? 'left' : params.has('right') ? 'right' : null;
  const event = side ? params.get(side) : null;
  return {
    left,
    right,
    selected: side && event ? { side, event } : null,
    mode:
      params.get('mode') === 'present' ? 'present' : params.get('mode') === 'handout' ? 'handout' : 'explore',
  };
}

export function encodeCompareHash(route: CompareRoute): string {
  const path = `#/${COMPARE_ROUTE}/${encodeURIComponent(route.left)}/${encodeURIComponent(route.right)}`;
  const params = new URLSearchParams();
  if (route.selected) params.set(route.selected.side, route.selected.event);
  if (route.mode !== 'explore') params.set('mode', route.mode);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
