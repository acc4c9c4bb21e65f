/**
 * A stated number in words, the way the text gives it: "several thousand (几千)", "countless (不可勝數)",
 * "more than 6,000 (六千多人)". Chinese readers get the text's own words, which already say it best.
 */
import type { Quantity } from './types';
import { DURATION_UNITS } from './vocabulary';

/** Ranges of 几/數 that have an English name: [2·10^k, 9·10^k]. */
const SEVERAL: Record<number, string> = {
  10: 'dozens',
  100: 'several hundred',
  1000: 'several thousand',
  10000: 'tens of thousands',
  100000: 'hundreds of thousands',
};

const number = (n: number) => n.toLocaleString('en-GB');

function amount(q: Quantity): string {
  switch (q.qualifier ?? 'exact') {
    case 'countless':
      return 'countless';
    case 'several': {
      const [least, most] = q.range ?? [0, 0];
      const unit = least / 2;
      return SEVERAL[unit] && most === unit * 9 ? SEVERAL[unit] : `${number(least)}–${number(most)}`;
    }
    case 'more-than':
      return `more than ${number(q.value ?? 0)}`;
    case 'at-least':
      return `at least ${number(q.value ?? 0)}`;
    case 'about':
      return `about ${number(q.value ?? 0)}`;
    case 'under':
      return `fewer than ${number(q.value ?? 0)}`;
    default:
      return number(q.value ?? 0);
  }
}

export function describeQuantity(q: Quantity, language: 'en' | 'zh'): string {
  if (language === 'zh') return q.text;
  const unit = q.kind === 'duration' && q.unit ? ` ${DURATION_UNITS[q.unit].en}` : '';
  const singular = unit && q.value === 1 && (q.qualifier ?? 'exact') === 'exact';
  return `${amount(q)}${singular ? unit.slice(0, -1) : unit} (${q.text})`;
}
