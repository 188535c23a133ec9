/**
 * A faster copy of Mermaid's configuration, put into Mermaid's bundle (diagram-packages.ts).
 * Mermaid copies its whole configuration (some 900 values) whenever a parser asks for it, dozens of
 * times per diagram, and its copy defines every new property with `Object.defineProperty` (so
 * that a `__proto__` key cannot reach a prototype), which V8 runs several times slower than an
 * assignment: about half of checking SpecWeave's 276 diagrams. The replacement has the same logic
 * and assigns a property unless its name is on the object's prototype chain (`__proto__` among
 * them), which it still defines: the same objects come out. A Mermaid whose function reads
 * otherwise is left as it is (correct, only slower).
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
}, "assignWithDepth");`;

/** An esbuild plugin that puts FASTER in place of ORIGINAL in Mermaid's files. */
export const fasterMermaidConfigCopy: Plugin = {
  // Named by what it replaces, so that an edit here makes a new bundle.
  name: `faster-mermaid-config-copy-${createHash('sha256').update(ORIGINAL).update(FASTER).digest('hex').slice(0, 8)}`,
  setup(build) {
    build.onLoad({ filter: /[\\/]mermaid[\\/]dist[\\/].*\.mjs$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      return text.includes(ORIGINAL) ? { contents: text.replace(ORIGINAL, () => FASTER), loader: 'js' } : undefined;
    });
  },
};
