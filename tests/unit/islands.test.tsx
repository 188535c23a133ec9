import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Island } from '../../site/islands/Island.tsx';
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

describe('server-rendered islands', () => {
  const html = (props: { placeholder: string; label: string; indexUrl: string; engineUrl: string }) => renderToStaticMarkup(<Island name="SearchBox" props={props} />);

  it('keep the HTML of each distinct props, also when an earlier page rendered the island already', () => {
    const first = { placeholder: 'First <b>search</b>', label: 'Search', indexUrl: '/a/index.json', engineUrl: '/a/engine.js' };
    const second = { placeholder: 'Second search', label: 'Search', indexUrl: '/b/index.json', engineUrl: '/b/engine.js' };
    expect(html(first)).toContain('placeholder="First &lt;b&gt;search&lt;/b&gt;"');
    expect(html(second)).toContain('placeholder="Second search"');
    expect(html(second)).toContain('/b/index.json');
    expect(html(second)).not.toContain('First');
    expect(html(first)).toBe(html({ ...first }));
  });
});
