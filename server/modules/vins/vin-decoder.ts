import type { FastifyInstance } from 'fastify';
import { openCorgiDecoder } from './corgi-decoder';
import type { VinDecoder } from './decoder';
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

/** Decorates `app.vinDecoder`: the process's decoder, shared by every app in the process. */
export function registerVinDecoder(app: FastifyInstance): void {
  app.decorate('vinDecoder', processVinDecoder);
}
