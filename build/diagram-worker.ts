/**
 * A diagram thread (diagram-threads.ts): checks a diagram's syntax with Mermaid or draws it with
 * beautiful-mermaid, as each request asks (one at a time); each renderer loads on first use.
 */
import { parentPort } from 'node:worker_threads';
import type { DiagramReply, DiagramRequest } from './diagram-threads.ts';
import { checkDiagramSyntax } from './markdown/diagram-check.ts';
import { drawSvg } from './markdown/diagram-svg.ts';

parentPort!.on('message', async ({ role, text }: DiagramRequest) => {
  let reply: DiagramReply;
  try {
    reply = { result: role === 'check' ? await checkDiagramSyntax(text) : await drawSvg(text) };
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
