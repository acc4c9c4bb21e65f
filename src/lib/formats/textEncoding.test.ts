import { describe, expect, it } from 'vitest';
import { decodeTextFile } from './textEncoding';

const sample = '城墻上的遼兵在殺退宋兵後，暫時佔據了從清涼殿到丹鳳門的這段城墻。';
const simplified = '城墙上的辽兵在杀退宋兵后，暂时占据了从清凉殿到丹凤门的这段城墙。';

/** Encodes with the legacy encodings by inverting TextDecoder over their byte space (tests only). */
function encodeLegacy(text: string, encoding: 'gb18030' | 'big5'): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\uFFFD' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  return new Uint8Array([...text].flatMap((ch) => table.get(ch) ?? [...new TextEncoder().encode(ch)]));
}

describe('decodeTextFile(bytes, override?)', () => {
  it('reads UTF-8 with and without a BOM, the BOM not part of the text', () => {
    const bytes = new TextEncoder().encode(sample);
    expect(decodeTextFile(bytes)).toEqual({ text: sample, encoding: 'utf-8', replacements: 0 });
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes])).text).toBe(sample);
  });

  it('detects GB18030 (GBK) for a simplified text and Big5 for a traditional one', () => {
    expect(decodeTextFile(encodeLegacy(simplified, 'gb18030'))).toMatchObject({
      text: simplified,
      encoding: 'gb18030',
    });
    expect(decodeTextFile(encodeLegacy(sample, 'big5'))).toMatchObject({ text: sample, encoding: 'big5' });
  });

  it('obeys a manual override, even a wrong one, and counts what did not decode', () => {
    const big5 = encodeLegacy(sample, 'big5');
    const forced = decodeTextFile(big5, 'utf-8');
    expect(forced.encoding).toBe('utf-8');
    expect(forced.replacements).toBeGreaterThan(0);
  });

  it('reads UTF-16 with a BOM', () => {
    const units = [...sample].map((c) => c.charCodeAt(0));
    const bytes = new Uint8Array([0xff, 0xfe, ...units.flatMap((u) => [u & 0xff, u >> 8])]);
    expect(decodeTextFile(bytes).text).toBe(sample);
  });
});
