/**
 * A locale's translation files, as Docusaurus writes them (`docusaurus write-translations`):
 * JSON objects of `{ "<id>": { "message": "...", "description": "..." } }`, or plain strings.
 * `code.json` at the locale's folder, `navbar.json` and `footer.json` in the classic theme's,
 * `current.json` (or `version-X.json`) in the docs plugin's, `options.json` in the blog's.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Messages } from '../../shared/translate.ts';
import { displayPath } from '../content/read-text.ts';
import { BuildError } from '../diagnostics.ts';
import { readJsonFile } from '../sidebars-file.ts';

/** The messages of a translation file by id; none when there is no such file. A file that is not of that form is an error naming it. */
export function readTranslations(file: string): Messages {
  if (!existsSync(file)) return {};
  const display = displayPath(file);
  const { value } = readJsonFile(file, display);
  const problem = (message: string) => new BuildError([{ severity: 'error', file: display, line: undefined, message }]);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw problem('a translation file must be one JSON object of `"id": { "message": "..." }` entries. Fix it, or write it again with `docusaurus write-translations`.');
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(value)) {
    const message = typeof entry === 'string' ? entry : entry && typeof entry === 'object' ? (entry as { message?: unknown }).message : undefined;
    if (typeof message !== 'string') throw problem(`entry "${id}" has no \`message\` text. Give it one, e.g. "${id}": { "message": "..." }.`);
    messages[id] = message;
  }
  return messages;
}

/** `code.json` of a locale's folder: its `<Translate>` and `translate()` messages, and the interface strings it overrides. */
export function codeTranslations(localeDir: string): Messages {
  return readTranslations(path.join(localeDir, 'code.json'));
}
