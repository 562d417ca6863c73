import { describe, expect, it } from 'vitest';
import { decodeText } from './text-encoding';

const CSV = 'Stock Number,Make\r\nA1,Citroën\r\nA2,Škoda – “Octavia”\r\n';

function utf16(text: string, bigEndian: boolean, bom: boolean): Uint8Array {
  const units = [...(bom ? '\uFEFF' : ''), ...text].flatMap((char) => {
    const code = char.charCodeAt(0);
    return bigEndian ? [code >> 8, code & 0xff] : [code & 0xff, code >> 8];
  });
  return Uint8Array.from(units);
}

/** Windows-1252 bytes of the Western characters this test uses. */
function windows1252(text: string): Uint8Array {
  const extra: Record<string, number> = { ë: 0xeb, '–': 0x96, '“': 0x93, '”': 0x94 };
  return Uint8Array.from([...text].map((char) => extra[char] ?? char.charCodeAt(0)));
}

describe('decodeText (a spreadsheet CSV in any common encoding)', () => {
  // Node 20's decoder reads Windows-1252's 0x80–0x9F (smart quotes, dashes) as Latin-1; the
  // browser, where imports run, uses the WHATWG table: e2e/staff-import checks those in Chromium.
  const latin = 'Stock Number,Make\r\nA1,Citroën\r\nA2,Skoda Octavia Ü\r\n';
  it.each([
    ['UTF-8', new TextEncoder().encode(CSV), 'utf-8', CSV],
    ['UTF-8 with BOM', new TextEncoder().encode(`\uFEFF${CSV}`), 'utf-8', CSV],
    ['UTF-16 LE with BOM', utf16(CSV, false, true), 'utf-16le', CSV],
    ['UTF-16 BE with BOM', utf16(CSV, true, true), 'utf-16be', CSV],
    ['UTF-16 LE without BOM', utf16(CSV, false, false), 'utf-16le', CSV],
    ['Windows-1252 (Excel on Windows)', windows1252(latin), 'windows-1252', latin],
    [
      'Latin-1',
      Uint8Array.from([...'A1,Citroën'].map((c) => c.charCodeAt(0))),
      'windows-1252',
      'A1,Citroën',
    ],
  ] as const)('reads %s', (_name, bytes, encoding, text) => {
    expect(decodeText(bytes)).toEqual({ encoding, text });
  });
});
