/**
 * The fuzzer's hang detector. A case that loops for ever never returns to the event loop, so no
 * timer of its own thread can stop it, nor come back to be checked: a second thread watches the
 * CPU time and the time the case at hand has taken and, once it has run past either bound, prints
 * what the case was (and how to replay it) and ends the process, where the run would otherwise
 * hang without a word. CPU time is what a loop burns whatever the machine's load; the time in all
 * catches a case waiting for something that never comes.
 */
import { Worker } from 'node:worker_threads';

/** Plain JavaScript (a worker loads no TypeScript): wakes every `pollMs` to look at the clock. */
const WATCHER = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { state, label, cpuMs, wallMs, pid, since, pollMs } = workerData;
// [CPU time at the case's start, time at its start], in ms since the watchdog started; 0 between cases. Read with Atomics: a plain read of shared memory may be kept from an earlier turn of the loop.
const clock = new Int32Array(state);
const text = new Uint8Array(label);
const sleep = new Int32Array(new SharedArrayBuffer(4));
const cpu = () => { const { user, system } = process.cpuUsage(); return Math.round((user + system) / 1000) - since.cpu; };
for (;;) {
  Atomics.wait(sleep, 0, 0, pollMs);
  const started = Atomics.load(clock, 1);
  if (started && (cpu() - Atomics.load(clock, 0) > cpuMs || Date.now() - since.wall - started > wallMs)) {
    const what = new TextDecoder().decode(text.slice(0, text.indexOf(0) < 0 ? text.length : text.indexOf(0)));
    writeSync(2, 'fuzz: ' + what + ' ran past ' + cpuMs / 1000 + ' s of CPU time or ' + wallMs / 1000 + ' s in all: a hang, or work that grows too fast. Stopped.\\n');
    process.kill(pid, 'SIGKILL');
  }
}`;

export interface Watchdog {
  /** A case starts; `what` names it and says how to replay it, should it run past the bound. */
  begin(what: string): void;
  /** The case ended. */
  end(): void;
  stop(): Promise<void>;
}

/** Watches each case run between `begin` and `end`, ending the process once one runs past either bound. */
export function startWatchdog(bound: { cpuMs: number; wallMs: number }, pollMs = 250): Watchdog {
  const state = new SharedArrayBuffer(8);
  const label = new SharedArrayBuffer(2048);
  const clock = new Int32Array(state);
  const text = new Uint8Array(label);
  // Times as milliseconds since now, which an Int32Array (all Atomics work on) holds for 24 days; a case's start time is never 0.
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return Math.round((user + system) / 1000);
  };
  const since = { cpu: cpu(), wall: Date.now() - 1 };
  const worker = new Worker(WATCHER, { eval: true, workerData: { state, label, cpuMs: bound.cpuMs, wallMs: bound.wallMs, pid: process.pid, since, pollMs } });
  // The watcher must not keep a finished run alive.
  worker.unref();
  return {
    begin(what) {
      text.fill(0);
      new TextEncoder().encodeInto(what.slice(0, 600), text);
      Atomics.store(clock, 0, cpu() - since.cpu);
      Atomics.store(clock, 1, Date.now() - since.wall);
    },
    end() {
      Atomics.store(clock, 1, 0);
    },
    stop: () => worker.terminate().then(() => undefined),
  };
}
