/**
 * A faster copy of Mermaid's configuration, put into Mermaid's bundle (diagram-packages.ts).
 * Mermaid copies its whole configuration (some 900 values) whenever a parser asks for it, dozens of
 * times per diagram, and its copy defines every new property with `Object.defineProperty` (so
 * that a `__proto__` key cannot reach a prototype), which V8 runs several times slower than an
 * assignment: about half of checking SpecWeave's 276 diagrams. The replacement has the same logic
 * and assigns a property unless its name is on the object's prototype chain (`__proto__` among
 * them), which it still defines: the same objects come out. `getConfig`, the copy asked for most,
 * copies into new objects (`copyWithDepth`: a spread, then the nested values) rather than
 * merging into an empty one, which takes a third off a syntax check again. A Mermaid whose
 * functions read otherwise is left as it is (correct, only slower).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

/** The function as Mermaid 11 ships it (dist/chunks/mermaid.core/chunk-*.mjs). */
export const ORIGINAL = `var assignWithDepth = /* @__PURE__ */ __name((dst, src, { depth = 2 } = {}) => {
  const config2 = { depth };
  if (Array.isArray(src) && !Array.isArray(dst)) {
    src.forEach((s) => assignWithDepth(dst, s, config2));
    return dst;
  } else if (Array.isArray(src) && Array.isArray(dst)) {
    src.forEach((s) => {
      if (!dst.includes(s)) {
        dst.push(s);
      }
    });
    return dst;
  }
  if (dst === void 0 || dst === null || depth <= 0) {
    if (dst !== void 0 && dst !== null && typeof dst === "object" && typeof src === "object") {
      return Object.assign(dst, src);
    } else {
      return src;
    }
  }
  if (src !== void 0 && src !== null && typeof dst === "object" && typeof src === "object") {
    const dstWithKeys = dst;
    Object.entries(src).forEach(([key, srcValue]) => {
      if (typeof srcValue === "object") {
        if (srcValue === null) {
          return;
        }
        if (!Object.hasOwn(dst, key)) {
          Object.defineProperty(dst, key, {
            value: void 0,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
        if (dstWithKeys[key] === void 0) {
          dstWithKeys[key] = Array.isArray(srcValue) ? [] : {};
        }
        if (typeof dstWithKeys[key] === "object") {
          dstWithKeys[key] = assignWithDepth(dstWithKeys[key], srcValue, { depth: depth - 1 });
        }
      } else if (typeof dstWithKeys[key] !== "object") {
        if (Object.hasOwn(dst, key)) {
          dstWithKeys[key] = srcValue;
        } else {
          Object.defineProperty(dst, key, {
            value: srcValue,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
    });
  }
  return dst;
}, "assignWithDepth");`;

export const FASTER = `var assignWithDepth = /* @__PURE__ */ __name((dst, src, { depth = 2 } = {}) => {
  // Replaced by the site's build (build/markdown/mermaid-config-copy.ts): assigns where Mermaid defines.
  const config2 = { depth };
  if (Array.isArray(src) && !Array.isArray(dst)) {
    for (const s of src) assignWithDepth(dst, s, config2);
    return dst;
  } else if (Array.isArray(src) && Array.isArray(dst)) {
    for (const s of src) if (!dst.includes(s)) dst.push(s);
    return dst;
  }
  if (dst === void 0 || dst === null || depth <= 0) {
    if (dst !== void 0 && dst !== null && typeof dst === "object" && typeof src === "object") {
      return Object.assign(dst, src);
    } else {
      return src;
    }
  }
  if (src !== void 0 && src !== null && typeof dst === "object" && typeof src === "object") {
    const define = (key, value) => {
      if (key in dst) Object.defineProperty(dst, key, { value, writable: true, enumerable: true, configurable: true });
      else dst[key] = value;
    };
    for (const [key, srcValue] of Object.entries(src)) {
      if (typeof srcValue === "object") {
        if (srcValue === null) continue;
        if (!Object.hasOwn(dst, key)) define(key, void 0);
        if (dst[key] === void 0) dst[key] = Array.isArray(srcValue) ? [] : {};
        if (typeof dst[key] === "object") dst[key] = assignWithDepth(dst[key], srcValue, { depth: depth - 1 });
      } else if (typeof dst[key] !== "object") {
        if (Object.hasOwn(dst, key)) dst[key] = srcValue;
        else define(key, srcValue);
      }
    }
  }
  return dst;
}, "assignWithDepth");
// Replaced by the site's build as well: what assignWithDepth({}, src, { depth }) returns, for an object src, built by spreading.
var copyWithDepth = /* @__PURE__ */ __name((src, depth = 2) => {
  if (Array.isArray(src)) {
    const copy = [];
    for (const s of src) if (!copy.includes(s)) copy.push(s);
    return copy;
  }
  if (src === void 0 || src === null || typeof src !== "object") return {};
  if (depth <= 0) return Object.assign({}, src);
  // A spread defines symbol keys and a __proto__ key, which Mermaid's copy leaves out.
  if (Object.hasOwn(src, "__proto__") || Object.getOwnPropertySymbols(src).length) return assignWithDepth({}, src, { depth });
  const copy = { ...src };
  for (const key of Object.keys(copy)) {
    const value = copy[key];
    if (value === null) delete copy[key];
    else if (typeof value === "object") copy[key] = copyWithDepth(value, depth - 1);
  }
  return copy;
}, "copyWithDepth");`;

/** Mermaid's getConfig, in the same file as assignWithDepth. */
export const ORIGINAL_GET_CONFIG = `var getConfig = /* @__PURE__ */ __name(() => {
  return assignWithDepth_default({}, currentConfig);
}, "getConfig");`;

export const FASTER_GET_CONFIG = `var getConfig = /* @__PURE__ */ __name(() => {
  return copyWithDepth(currentConfig);
}, "getConfig");`;

/** What the plugin replaces, in one file: all of it or, when Mermaid reads otherwise, none. */
const REPLACEMENTS = [
  [ORIGINAL, FASTER],
  [ORIGINAL_GET_CONFIG, FASTER_GET_CONFIG],
];

/** An esbuild plugin that makes the REPLACEMENTS in Mermaid's files. */
export const fasterMermaidConfigCopy: Plugin = {
  // Named by what it replaces, so that an edit here makes a new bundle.
  name: `faster-mermaid-config-copy-${createHash('sha256').update(REPLACEMENTS.flat().join('\n')).digest('hex').slice(0, 8)}`,
  setup(build) {
    build.onLoad({ filter: /[\\/]mermaid[\\/]dist[\\/].*\.mjs$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!REPLACEMENTS.every(([original]) => text.includes(original))) return undefined;
      return { contents: REPLACEMENTS.reduce((code, [original, faster]) => code.replace(original, () => faster), text), loader: 'js' };
    });
  },
};
