/**
 * Servers the host tests start: each runs in a process group of its own, so
 * stopping it ends everything it started (npm, its shell, the server), and its
 * output is kept to explain a failure.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(__dirname, '../../..');

/** A port no one listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  origin: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** How long it may take to answer its first request. */
  timeoutMs: number;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Starts a command that serves on 127.0.0.1:port, and resolves once it answers any request. */
export async function startServer(
  command: string,
  args: string[],
  {port, cwd = root, env = process.env, timeoutMs}: StartOptions,
): Promise<Server> {
  const child = spawn(command, args, {cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = exited(child);
    process.kill(-child.pid!, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000);
    await done;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode} before serving:\n${output}`);
    try {
      await fetch(`${origin}/`, {redirect: 'manual', signal: AbortSignal.timeout(5_000)});
      return {origin, output: () => output, stop};
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${command} ${args.join(' ')} did not answer on ${origin} within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
