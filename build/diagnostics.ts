/** Problems found in the content, reported as `file:line: severity: message`. */

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Path relative to the project (or the content folder's parent), with forward slashes; empty for a problem with the command itself. */
  file: string;
  line?: number;
  message: string;
  /** Where the generator was when an unexpected failure became this diagnostic (printed with --debug). */
  stack?: string;
  /** The other places of a warning printed once (withoutRepeats), every one: the message names two, a tool reading the report (the compat runner) needs all. */
  elsewhere?: { file: string; line?: number }[];
}

export interface Reporter {
  error(file: string, line: number | undefined, message: string): void;
  warn(file: string, line: number | undefined, message: string): void;
  readonly diagnostics: Diagnostic[];
}

export function createReporter(): Reporter {
  const diagnostics: Diagnostic[] = [];
  return {
    diagnostics,
    error: (file, line, message) => diagnostics.push({ severity: 'error', file, line, message }),
    warn: (file, line, message) => diagnostics.push({ severity: 'warning', file, line, message }),
  };
}

/** Whether an error was reported: a build with one writes nothing. */
export function hasErrors(reporter: Reporter): boolean {
  return reporter.diagnostics.some((d) => d.severity === 'error');
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line === undefined ? d.file : `${d.file}:${d.line}`;
  return where ? `${where}: ${d.severity}: ${d.message}` : `${d.severity}: ${d.message}`;
}

/**
 * The diagnostics without repeats: the same diagnostic once, and a warning whose message comes from
 * several places once, at the first, naming the next two and how many there are (a code language
 * no highlighter knows, in 1,932 blocks, would hide every other warning). Errors stay one per place.
 */
export function withoutRepeats(diagnostics: Diagnostic[]): Diagnostic[] {
  const unique = [...new Map(diagnostics.map((d) => [formatDiagnostic(d), d])).values()];
  const places = new Map<string, Diagnostic[]>();
  for (const d of unique) {
    if (d.severity !== 'warning') continue;
    const same = places.get(d.message);
    if (same) same.push(d);
    else places.set(d.message, [d]);
  }
  return unique.flatMap((d) => {
    const same = d.severity === 'warning' ? places.get(d.message)! : [d];
    if (same.length === 1) return [d];
    if (same[0] !== d) return [];
    const where = (p: Diagnostic) => (p.line === undefined ? p.file : `${p.file}:${p.line}`);
    const next = same.slice(1, 3).map(where).join(', ') + (same.length > 3 ? ', ...' : '');
    const files = new Set(same.map((p) => p.file)).size;
    const elsewhere = same.slice(1).map((p) => ({ file: p.file, line: p.line }));
    return [{ ...d, message: `${d.message} (${same.length.toLocaleString('en')} places in ${files.toLocaleString('en')} file${files === 1 ? '' : 's'}: here, ${next})`, elsewhere }];
  });
}

/** A mistake in how a command was run (an --out it must not touch, an unknown flag): printed as one line, without a stack trace. */
export class UserError extends Error {
  override name = 'UserError';
}

/** A problem that stops the build before any page is rendered (bad config, unreadable content). */
export class BuildError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'BuildError';
  }
}

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * An unexpected failure while working on one file, as an error naming that file: whatever throws
 * while a file is read, parsed, rendered or written ends as `file:line: error: ...`, never as a
 * message that leaves the author to guess which of their files broke the build.
 */
export function failure(file: string, line: number | undefined, doing: string, error: unknown, advice = BUG): Diagnostic {
  const stack = error instanceof Error ? error.stack : undefined;
  return { severity: 'error', file, line, message: failureMessage(doing, error, advice), stack };
}

const BUG = 'This is a bug of the generator met on this file: please report it with the file (--debug prints where it happened); until then, change or remove the part of the file that causes it.';

function failureMessage(doing: string, error: unknown, advice: string): string {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  // V8 reports a too-deep recursion, in JavaScript or in a regular expression, as this RangeError.
  if (error instanceof RangeError && /call stack size/.test(reason)) {
    return `${doing} ran out of stack: something in it nests too deeply or runs too long without a break. Flatten its deepest nesting (lists, quotes, admonitions, emphasis, links, JSX or HTML elements) or split its longest paragraph.`;
  }
  return `${doing} failed: ${reason.replace(/\.$/, '')}. ${advice}`;
}

/** `work()`, or undefined with an error naming `file` should it throw: one file's failure is reported like a mistake in it. */
export function forFile<T>(reporter: Reporter, file: string, doing: string, work: () => T, advice?: string): T | undefined {
  try {
    return work();
  } catch (error) {
    reporter.diagnostics.push(failure(file, undefined, doing, error, advice));
    return undefined;
  }
}
