/**
 * `@theme/Layout`, `@docusaurus/Head`, `@theme/Heading` and `@theme/ThemedImage` for a site's own
 * pages. The page sits inside this generator's layout (navbar, footer), which the build draws
 * around it: `Layout` and `Head` only tell the recorder what the page asks of it (title,
 * description, footer, wrapper class, head tags) and render the page's content.
 */
import type { ReactNode } from 'react';
import { useRecorder, type LayoutProps } from './context.ts';
import { Link } from './links.tsx';
import { translate } from './translate.tsx';

export function Layout({ children, ...props }: LayoutProps & { children?: ReactNode }) {
  useRecorder()?.layout(props);
  return <>{children}</>;
}

export function Head({ children }: { children?: ReactNode }) {
  useRecorder()?.head(children);
  return null;
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Docusaurus's: an h2–h6 with an id gets the anchor and its "Direct link" link; an h1 never has an id. */
export function Heading({ as: Tag = 'h2', id, className, children, ...rest }: { as?: HeadingTag; id?: string; className?: string; children?: ReactNode }) {
  if (Tag === 'h1' || !id) return <Tag {...rest} className={className}>{children}</Tag>;
  const title = translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' }, { heading: typeof children === 'string' ? children : id });
  return (
    <Tag {...rest} className={['anchor', className].filter(Boolean).join(' ')} id={id}>
      {children}
      <Link className="hash-link" to={`#${id}`} aria-label={title} title={title} translate="no">
        {'\u200b'}
      </Link>
    </Tag>
  );
}

/** Both images, one per colour mode; the stylesheet shows the one that matches, before any script runs. */
export function ThemedImage({ sources, alt, className, ...rest }: { sources: { light: string; dark: string }; alt?: string; className?: string } & Record<string, unknown>) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} {...rest} src={sources[mode]} alt={alt} className={[className, `themed-image themed-image--${mode}`].filter(Boolean).join(' ')} />
      ))}
    </>
  );
}
