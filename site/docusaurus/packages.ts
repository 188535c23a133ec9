/**
 * Tiny packages that nearly every Docusaurus site's components import (Docusaurus itself depends
 * on clsx and prop-types), answered here when the site's node_modules is not installed, so that its
 * components still render: `clsx` and `classnames` (class names: the same rules, as both document
 * them) and `prop-types` (checks that only warn in development, so here they check nothing);
 * and Meta's internaldocs helpers, which its sites' MDX imports (internaldocs-fb.ts).
 * Installed copies are bundled instead.
 */
import { INTERNALDOCS_FB, INTERNALDOCS_FB_PACKAGES } from './internaldocs-fb.ts';

type ClassValue = string | number | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

function classes(value: ClassValue): string[] {
  if (typeof value === 'string' || typeof value === 'number') return value === '' ? [] : [String(value)];
  if (Array.isArray(value)) return value.flatMap(classes);
  if (value && typeof value === 'object') return Object.keys(value).filter((key) => value[key]);
  return [];
}

function clsx(...values: ClassValue[]): string {
  return values.flatMap(classes).join(' ');
}

const validator = Object.assign(() => null, { isRequired: () => null });
const creator = () => validator;
const VALIDATORS = ['any', 'array', 'bool', 'element', 'elementType', 'func', 'node', 'number', 'object', 'string', 'symbol', 'bigint'];
const CREATORS = ['arrayOf', 'exact', 'instanceOf', 'objectOf', 'oneOf', 'oneOfType', 'shape'];
const propTypes: Record<string, unknown> = {
  ...Object.fromEntries(VALIDATORS.map((name) => [name, validator])),
  ...Object.fromEntries(CREATORS.map((name) => [name, creator])),
  checkPropTypes: () => undefined,
  resetWarningCache: () => undefined,
};

export const PACKAGES: Record<string, Record<string, unknown>> = {
  clsx: { default: clsx, clsx },
  classnames: { default: clsx },
  'prop-types': { ...propTypes, default: propTypes },
  ...Object.fromEntries(INTERNALDOCS_FB_PACKAGES.map((name) => [name, INTERNALDOCS_FB])),
};
