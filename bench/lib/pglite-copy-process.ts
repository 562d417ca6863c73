import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../scripts/build-server.mjs';
import { openPgliteCopyInProcess } from './copy-reference';

/**
 * The PGlite COPY reference in a process of its own, started with the server's Node flags:
 * the server runs PGlite's WebAssembly on V8's baseline compiler alone (`--liftoff-only`,
 * decision 0024), and the same COPY measured 1.3 to 2 times faster in a process with the
 * optimising compiler, which made the import look that much slower against it.
 */
export async function openPgliteCopyReference(): Promise<{
  copyVehiclesMs: (rows: readonly unknown[]) => Promise<number>;
  close: () => Promise<void>;
}> {
  const child = fork(fileURLToPath(import.meta.url), {
    execArgv: [...SERVER_NODE_FLAGS, '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answer = async () => {
    const [message] = (await once(child, 'message')) as [{ ms?: number; error?: string }];
    if (message.error) throw new Error(`The PGlite COPY reference failed: ${message.error}`);
    return message.ms ?? 0;
  };
  await answer();
  return {
    copyVehiclesMs: (rows) => {
      const next = answer();
      child.send({ rows });
      return next;
    },
    close: async () => {
      const exited = once(child, 'exit');
      child.send({ close: true });
      await exited;
    },
  };
}

// In the child: open the reference, then COPY each batch of rows the bench sends.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const send = (message: object) => process.send!(message);
  const reference = await openPgliteCopyInProcess();
  process.on('message', (message: { rows?: unknown[]; close?: boolean }) => {
    if (message.close) {
      void reference.close().then(() => process.exit(0));
      return;
    }
    reference
      .copyVehiclesMs(message.rows ?? [])
      .then((ms) => send({ ms }))
      .catch((error: unknown) => send({ error: String(error) }));
  });
  send({ ready: true });
}
