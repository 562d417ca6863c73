/**
 * A CSV file's bytes as text, whichever encoding the spreadsheet saved it in (issue #16 item 8):
 * a byte-order mark names UTF-8 or UTF-16 (Excel's "Unicode text"); otherwise bytes that are
 * valid UTF-8 are UTF-8, and anything else is Windows-1252 — Excel's CSV on Western Windows,
 * a superset of Latin-1 for every printable character — so "Citroën" never becomes "Citro�n".
 */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export function detectTextEncoding(bytes: Uint8Array): TextEncodingName {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  // UTF-16 without a mark: ASCII text has a zero in every other byte.
  const sample = bytes.subarray(0, 512);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  const half = sample.length / 2;
  if (half >= 2 && oddZeros > half * 0.6) return 'utf-16le';
  if (half >= 2 && evenZeros > half * 0.6) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Decodes by the detected encoding; a byte-order mark is dropped. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const encoding = detectTextEncoding(bytes);
  // The platform's WHATWG decoder (decision 0057): browsers map Windows-1252's 0x80–0x9F
  // (€, smart quotes, dashes) by the standard table, and drop a byte-order mark.
  return { text: new TextDecoder(encoding).decode(bytes), encoding };
}
