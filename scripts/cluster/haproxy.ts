import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The load balancer of the cluster topology (README, "Running a cluster"): HAProxy from
 * Debian's packages. Health checks every 200 ms take a draining process (503 on /api/health,
 * plugins/draining.ts) out of rotation within ~400 ms, before it stops accepting; a refused connection is
 * retried on another process (nothing was sent, so this is safe for every method).
 */
export function haproxyConfig(port: number, backends: number[]): string {
  return `global
  maxconn 8000

defaults
  mode http
  option forwardfor
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 15s
  timeout tunnel 1h
  # A slow answer under load is not a dead process: only a 503 (draining) or silence for a
  # second, twice in a row, takes one out of rotation (well within the 1 s drain).
  timeout check 1s
  retries 3
  option redispatch 1

frontend web
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server inter 200ms fall 2 rise 2
${backends.map((backend, index) => `  server app${index} 127.0.0.1:${backend} check`).join('\n')}
`;
}

export interface LoadBalancer {
  port: number;
  stop: () => Promise<void>;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Runs `haproxy` in the foreground on `port` in front of `backends` until `stop`. */
export async function startHaproxy(port: number, backends: number[]): Promise<LoadBalancer> {
  const folder = mkdtempSync(join(tmpdir(), 'lotready-haproxy-'));
  const config = join(folder, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, backends));
  let log = '';
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; !(await accepts(port)); attempt++) {
    if (child.exitCode !== null || attempt > 100) {
      child.kill('SIGKILL');
      throw new Error(
        `HAProxy did not start (is it installed? apt-get install -y haproxy):\n${log}`,
      );
    }
    // Polling a starting process; it offers no event to wait on.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
