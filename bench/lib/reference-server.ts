/**
 * The reference for the API throughput budget: a bare Fastify route serving, from memory, the
 * same bytes GET /api/vehicles answered. Run as a child: `node --import tsx <this> FILE PORT`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file!);
const app = Fastify({ logger: false });
app.get('/api/vehicles', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
