import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './server-process';

/** Whether this machine can start a Redis of a test's own (CI installs `redis-server`). */
export const canStartRedis = spawnSync('redis-server', ['--version']).status === 0;

export interface ThrowawayRedis {
  url: string;
  /** Kills the server (SIGKILL: Redis gone at once, as a crash or a lost host) and waits for it to end. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with nothing in it, and waits until it answers. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers, as a Redis swapped out or a link gone silent. */
  freeze(): void;
  /** Lets a frozen server go on (SIGCONT). */
  thaw(): void;
}

/** Whether something on `port` answers a Redis PING. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.write('PING\r\n');
  });
}

/**
 * A Redis of the test's own on a free port, never the machine's shared one, so a test can stop and
 * start it; nothing is saved to disk. `stop` it in the test's cleanup.
 */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server on port ${port} did not start`);
      await sleep(20);
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start, freeze: () => child?.kill('SIGSTOP'), thaw: () => child?.kill('SIGCONT') };
}
