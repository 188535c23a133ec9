/** A diagram thread (diagram-threads.ts): checks each diagram's syntax with Mermaid, or draws it with beautiful-mermaid, as its role says. */
import { parentPort, workerData } from 'node:worker_threads';
import type { DiagramReply, DiagramRequest, DiagramRole } from './diagram-threads.ts';
import { checkDiagramSyntax } from './markdown/diagram-check.ts';
import { drawSvg } from './markdown/diagram-svg.ts';

const work: (text: string) => Promise<unknown> = (workerData as { role: DiagramRole }).role === 'check' ? checkDiagramSyntax : drawSvg;

// One diagram at a time, in the order asked: Mermaid keeps the diagram being parsed in module state.
let queue = Promise.resolve();
parentPort!.on('message', ({ id, text }: DiagramRequest) => {
  queue = queue.then(async () => {
    let reply: DiagramReply;
    try {
      reply = { id, result: await work(text) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    parentPort!.postMessage(reply);
  });
});
