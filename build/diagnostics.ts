/** Problems found in the content, reported as `file:line: severity: message`. */

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Path relative to the project (or the content folder's parent), with forward slashes; empty for a problem with the command itself. */
  file: string;
  line?: number;
  message: string;
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
