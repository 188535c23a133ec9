/**
 * A diagram thread (diagram-threads.ts): checks a diagram's syntax with Mermaid or draws it with
 * beautiful-mermaid, as each request asks, in the order posted; each renderer loads on first use.
 */
import { parentPort } from 'node:worker_threads';
import type { DiagramReply, DiagramRequest } from './diagram-threads.ts';
import { checkDiagramSyntax } from './markdown/diagram-check.ts';
import { drawSvg } from './markdown/diagram-svg.ts';

// In the order posted: Mermaid keeps the diagram it parses in module state, so one runs at a time.
let previous = Promise.resolve();
parentPort!.on('message', ({ id, role, text }: DiagramRequest) => {
  previous = previous.then(async () => {
    let reply: DiagramReply;
    try {
      reply = { id, result: role === 'check' ? await checkDiagramSyntax(text) : await drawSvg(text) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    parentPort!.postMessage(reply);
  });
});
