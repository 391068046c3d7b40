/**
 * Two ggml-rpc-server processes on loopback as extra devices. They are stopped by their own
 * PIDs (never by name), also when the recording fails.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const accepts = (host, port) =>
  new Promise((ok) => {
    const s = connect({ host, port }, () => (s.destroy(), ok(true)));
    s.on('error', () => ok(false));
  });

export async function startRpcServers(bin, servers, logDir) {
  const children = [];
  const logs = [];
  const stop = () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  };
  try {
    for (const { endpoint, devices } of servers) {
      const [host, port] = endpoint.split(':');
      if (host !== '127.0.0.1') throw new Error(`RPC servers listen on loopback only, not ${host}`);
      const log = join(logDir, `rpc-${port}.log`);
      const fd = openSync(log, 'w');
      const args = ['-H', host, '-p', port, '-t', '1', ...(devices ? ['-d', devices] : [])];
      const child = spawn(join(bin, 'ggml-rpc-server'), args, {
        stdio: ['ignore', fd, fd],
      });
      closeSync(fd);
      children.push(child);
      logs.push({ endpoint, log, command: `ggml-rpc-server ${args.join(' ')}` });
    }
    // Wait until each server accepts a connection (polling, with a deadline of two minutes).
    for (const { endpoint } of logs) {
      const [host, port] = endpoint.split(':');
      const deadline = Date.now() + 120_000;
      while (!(await accepts(host, Number(port)))) {
        if (Date.now() > deadline) throw new Error(`ggml-rpc-server on ${endpoint} did not start`);
        await delay(200);
      }
    }
  } catch (e) {
    stop();
    throw e;
  }
  return {
    pids: children.map((c) => c.pid),
    stop,
    startupLogs: () =>
      logs.map(({ endpoint, log, command }) => ({ endpoint, command, log: readFileSync(log, 'utf8') })),
  };
}
