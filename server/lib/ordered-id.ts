import { randomFillSync } from 'node:crypto';

const COUNTER_MAX = 0xfff;
let lastMs = 0;
let counter = 0;

// Random bytes drawn from the system a few kilobytes at a time, as crypto.randomUUID does: an
// import makes 10,000 ids, and one call per id cost more than all the rest of making it.
const POOL_IDS = 256;
const pool = Buffer.alloc(16 * POOL_IDS);
let poolOffset = pool.length;

function randomSixteenBytes(): Buffer {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  return bytes;
}

/**
 * A UUIDv7 (RFC 9562: 48-bit Unix ms, then a 12-bit counter, then random bits) whose byte order
 * follows the order this process made them in, even within one millisecond. Activity entries
 * use it as the tie-breaker of "newest first": entries written in the same millisecond (one
 * change's several entries, a batch) keep the order they were written in, where random ids
 * would shuffle them. The wall clock only keeps ids roughly time-ordered across processes;
 * no rule reads it.
 */
export function orderedUuid(wallClockMs: number = Date.now()): string {
  if (wallClockMs > lastMs) {
    lastMs = wallClockMs;
    counter = 0;
  } else if (counter < COUNTER_MAX) {
    counter += 1;
  } else {
    // 4,096 ids in one millisecond: borrow the next one, so the order still holds.
    lastMs += 1;
    counter = 0;
  }
  const bytes = randomSixteenBytes();
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
