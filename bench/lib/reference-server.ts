/**
 * The reference for the API budgets: bare Fastify serving, from memory, the same bytes the app
 * answered — FILE for every GET (GET /api/vehicles, a board's page), PATCH_FILE (optional) for
 * every PATCH, whose JSON body is read and dropped. Run as a child:
 * `node --import tsx <this> FILE PORT [PATCH_FILE]`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port, patchFile] = process.argv.slice(2);
const body = readFileSync(file!);
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
if (patchFile) {
  const patched = readFileSync(patchFile);
  app.patch('/*', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(patched);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
