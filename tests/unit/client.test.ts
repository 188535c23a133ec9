import { describe, expect, it } from 'vitest';
import { normalizePathname } from '../../shared/pathname.ts';
import { fallbackSteps } from '../../site/client/scroll.ts';
import { preferredVersionKey } from '../../site/client/version.ts';

describe('link normalisation', () => {
  it('treats trailing slashes, .html and /index.html as the bare path', () => {
    for (const [input, bare] of [
      ['/docs/overview/introduction', '/docs/overview/introduction'],
      ['/docs/overview/introduction/', '/docs/overview/introduction'],
      ['/docs/overview/introduction.html', '/docs/overview/introduction'],
      ['/docs/overview/introduction/index.html', '/docs/overview/introduction'],
      ['/', '/'],
      ['/index.html', '/'],
    ]) {
      expect(normalizePathname(input), input).toBe(bare);
    }
  });
});

// tests/browser/navigation.test.ts checks that a browser without smooth scrolling takes these steps.
describe('smooth scroll fallback', () => {
  it('moves 85 percent of the remaining distance each frame and ends on the target', () => {
    const steps = fallbackSteps(0, 1000);
    expect(steps.slice(0, 3)).toEqual([850, 978, 997]);
    expect(steps.at(-1)).toBe(1000);
    expect(fallbackSteps(500, 100)[0]).toBe(160);
  });
});

describe('docs version preference', () => {
  it('is stored under a key built from the docs plugin id', () => {
    expect(preferredVersionKey('default')).toBe('docs-preferred-version-default');
  });
});
