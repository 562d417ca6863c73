import type { FastifyInstance } from 'fastify';
import { openCorgiDecoder } from './corgi-decoder';
import type { DecodedVehicle, VinDecoder } from './decoder';
import { prepareVpicDatabase } from './vpic-database';

declare module 'fastify' {
  interface FastifyInstance {
    vinDecoder: VinDecoder;
  }
}

let opening: Promise<VinDecoder> | undefined;

/**
 * The process's one decoder, opened at its first decode (docs/decisions/0091): a server that
 * decodes no VIN never loads corgi, better-sqlite3 or the vPIC file. A failed open is retried
 * by the next decode.
 */
export const processVinDecoder: VinDecoder = {
  decode: async (vin) => {
    opening ??= prepareVpicDatabase()
      .then(openCorgiDecoder)
      .catch((error: unknown) => {
        opening = undefined;
        throw error;
      });
    return (await opening).decode(vin);
  },
};

/** Between decodes of a long list, the event loop serves other requests this often. */
const DECODES_PER_TURN = 250;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Each VIN's vehicle (a list's duplicates decoded once), yielding to other requests. */
export async function decodeEach(
  decoder: VinDecoder,
  vins: Iterable<string>,
): Promise<Map<string, DecodedVehicle>> {
  const decoded = new Map<string, DecodedVehicle>();
  let count = 0;
  for (const vin of new Set(vins)) {
    const vehicle = await decoder.decode(vin);
    if (vehicle) decoded.set(vin, vehicle);
    count += 1;
    if (count % DECODES_PER_TURN === 0) await nextTurn();
  }
  return decoded;
}

/** Decorates `app.vinDecoder`: the process's decoder, shared by every app in the process. */
export function registerVinDecoder(app: FastifyInstance): void {
  app.decorate('vinDecoder', processVinDecoder);
}
