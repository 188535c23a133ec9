import { describe, expect, it } from 'vitest';
import { nextChoice } from '../../shared/color-mode.ts';
import { errorCauses } from '../../site/islands/ErrorBoundary.tsx';

describe('colour mode cycle', () => {
  it('goes light, dark, system when the OS preference is respected', () => {
    expect(nextChoice('light', true)).toBe('dark');
    expect(nextChoice('dark', true)).toBe('system');
    expect(nextChoice('system', true)).toBe('light');
  });

  it('flips dark and light otherwise', () => {
    expect(nextChoice('light', false)).toBe('dark');
    expect(nextChoice('dark', false)).toBe('light');
  });
});

describe('error causes', () => {
  it('lists the message of the error and of each cause', () => {
    const error = new Error('render failed', { cause: new Error('fetch failed', { cause: 'offline' }) });
    expect(errorCauses(error)).toEqual(['render failed', 'fetch failed', 'offline']);
  });
});
