import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp({ config, logger: false });
await app.listen({ port: config.port, host: config.host });

const port = config.port;
console.log(`
LotReady is running
  Marketing site  http://localhost:${port}
  Login           http://login.localhost:${port}
  Demo dealership http://demo.app.localhost:${port}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
