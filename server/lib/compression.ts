import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings LotReady sends compressed bodies in, best first. */
export type ContentEncoding = 'br' | 'gzip';
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The best encoding the client's Accept-Encoding allows, or null for the identity. An encoding
 * with q=0 is refused; `*` stands for any encoding not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: ContentEncoding | null = null;
  for (const encoding of PREFERENCE) {
    if (weightOf(encoding) > 0 && (!best || weightOf(encoding) > weightOf(best))) best = encoding;
  }
  return best;
}

/**
 * Compresses a body. `effort` 'max' is for bodies compressed once and sent many times (built
 * pages); 'fast' for bodies compressed per change (a dealership's vehicle list).
 */
export function compress(body: Buffer, encoding: ContentEncoding, effort: 'max' | 'fast'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: effort === 'max' ? 9 : 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * A body with its compressed forms made on first request and kept: a built page or a cached
 * list is compressed once per encoding, not once per send.
 */
export class CompressibleBody {
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(
    readonly identity: Buffer,
    private readonly effort: 'max' | 'fast',
  ) {}

  /** The body to send for this Accept-Encoding and its Content-Encoding (null: as it is). */
  forClient(acceptEncoding: string | undefined): {
    body: Buffer;
    encoding: ContentEncoding | null;
  } {
    const encoding = preferredEncoding(acceptEncoding);
    // Tiny bodies gain nothing and cost a header; they go as they are.
    if (!encoding || this.identity.length < 1024) return { body: this.identity, encoding: null };
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compress(this.identity, encoding, this.effort);
      this.encoded.set(encoding, body);
    }
    return { body, encoding };
  }
}
