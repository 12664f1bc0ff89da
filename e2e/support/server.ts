// Starts the real server (npm start's entry point) as a child process on a free port with its own
// temporary DATA_DIR, the way a family would run it, and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { latestMail, readOutbox } from '../../src/server/test-support/outbox';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  mailDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
  readOutbox: () => ReturnType<typeof readOutbox>;
  latestMail: (to: string, subjectContains: string) => ReturnType<typeof latestMail>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer(options: { env?: Record<string, string>; dataDir?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cm-e2e-'));
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BETTER_AUTH_URL: url,
      SIGN_IN_LIMIT_PER_MINUTE: '200',
      // The chat-model guard would ask the local chat server about every text; journeys that are
      // about it turn it on.
      SAFETY_GUARD: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));

  // Generous: on a shared, busy machine the first start (database set-up) can take over a minute.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const mailDir = path.join(dataDir, 'mail');
  return {
    url,
    port,
    dataDir,
    mailDir,
    process: child,
    output: () => output,
    readOutbox: () => readOutbox(mailDir),
    latestMail: (to, subject) => latestMail(mailDir, to, subject),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
