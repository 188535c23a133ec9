/** Reads a YAML data file (authors.yml, tags.yml), reporting mistakes with their line. */
import { existsSync } from 'node:fs';
import { parse, YAMLParseError } from 'yaml';
import type { Reporter } from '../diagnostics.ts';
import { displayPath, readText } from './files.ts';

export function readYamlFile(file: string, reporter: Reporter): Record<string, unknown> | undefined {
  if (!existsSync(file)) return undefined;
  const text = readText(file, reporter);
  if (text === undefined) return undefined;
  try {
    const value: unknown = parse(text);
    if (value === null || value === undefined) return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      reporter.error(displayPath(file), 1, 'expected a map of keys to entries.');
      return undefined;
    }
    return value as Record<string, unknown>;
  } catch (error) {
    const line = error instanceof YAMLParseError ? error.linePos?.[0].line : undefined;
    const reason = (error as Error).message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    reporter.error(displayPath(file), line, `malformed YAML: ${reason}. Fix the file's YAML syntax.`);
    return undefined;
  }
}
