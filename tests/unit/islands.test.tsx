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
  const html = (props: { id: string; message: string[]; isCloseable: boolean }) => renderToStaticMarkup(<Island name="AnnouncementBar" props={props} />);

  it('keep the HTML of each distinct props, also when an earlier page rendered the island already', () => {
    const first = { id: 'one', message: ['First <b>news</b>'], isCloseable: true };
    const second = { id: 'two', message: ['Second news'], isCloseable: false };
    expect(html(first)).toContain('First &lt;b&gt;news&lt;/b&gt;');
    expect(html(first)).toContain('Close announcement');
    expect(html(second)).not.toContain('Close announcement');
    expect(html(second)).toContain('Second news');
    expect(html(second)).not.toContain('First');
    expect(html(first)).toBe(html({ ...first }));
  });
});
