/**
 * `@theme/Layout`, `@docusaurus/Head`, `@theme/Heading`, `@theme/ThemedImage` and `@theme/Logo` for a site's own
 * pages (and its swizzled Navbar/Logo). The page sits inside this generator's layout (navbar, footer), which the build draws
 * around it: `Layout` and `Head` only tell the recorder what the page asks of it (title,
 * description, footer, wrapper class, head tags) and render the page's content.
 */
import type { ReactNode } from 'react';
import { useDocusaurusContext, useRecorder, type LayoutProps } from './context.ts';
import { Link, useBaseUrl } from './links.tsx';
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

interface NavbarLogoConfig {
  src: string;
  srcDark?: string;
  alt?: string;
  href?: string;
  target?: string;
  className?: string;
  width?: string | number;
  height?: string | number;
  style?: object;
}

/** Docusaurus's Logo (theme-classic 3.10, theme/Logo): the navbar's logo and title, linked to its `href` (the home page without one). */
export function Logo({ imageClassName, titleClassName, ...rest }: { imageClassName?: string; titleClassName?: string } & Record<string, unknown>) {
  const { siteConfig } = useDocusaurusContext();
  const navbar = ((siteConfig.themeConfig as { navbar?: { title?: string; logo?: NavbarLogoConfig } } | undefined)?.navbar ?? {}) as { title?: string; logo?: NavbarLogoConfig };
  const { title: navbarTitle, logo } = navbar;
  const logoLink = useBaseUrl(logo?.href || '/');
  const light = useBaseUrl(logo?.src ?? '');
  const dark = useBaseUrl(logo?.srcDark || logo?.src || '');
  // A visible title makes the image decorative; without one, the site's title names it.
  const alt = logo?.alt ?? (navbarTitle ? '' : siteConfig.title);
  const image = logo && <ThemedImage className={logo.className} sources={{ light, dark }} height={logo.height} width={logo.width} alt={alt} style={logo.style} />;
  return (
    <Link to={logoLink} {...rest} {...(logo?.target && { target: logo.target })}>
      {image && (imageClassName ? <div className={imageClassName}>{image}</div> : image)}
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
