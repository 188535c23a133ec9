import type { SiteConfig } from '../config-types.ts';
import { ExternalLinkIcon } from '../islands/icons.tsx';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, SiteLocationContext, useHref } from './Link.tsx';
import { pathnameHref, staticRoute } from '../../shared/url.ts';
import { flat } from './html-once.ts';

/** The footer's content is the same on every page of a site: rendered once per site (and thread). */
const rendered = new WeakMap<SiteConfig, string>();

export function Footer({ config }: { config: SiteConfig }) {
  let html = rendered.get(config);
  if (html === undefined) {
    html = flat(
      renderToStaticMarkup(
        <SiteLocationContext value={config}>
          <FooterContent config={config} />
        </SiteLocationContext>,
      ),
    );
    rendered.set(config, html);
  }
  return <footer className={`footer footer--${config.footer.style}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

function FooterContent({ config }: { config: SiteConfig }) {
  const { footer } = config;
  return (
    <div className="footer__inner container container-fluid">
      <div className="footer__columns row footer__links">
        {footer.columns.map((column, i) => (
          <div key={i} className="footer__column col footer__col">
            {column.title && <h2 className="footer__title">{column.title}</h2>}
            <ul className="footer__items clean-list">
              {column.items.map((item) => (
                <li key={item.label} className="footer__item">
                  {item.html !== undefined ? (
                    <span dangerouslySetInnerHTML={{ __html: item.html }} />
                  ) : item.unchecked && item.to ? (
                    // A `pathname://` item: a path Docusaurus's Link writes under the base URL, no trailing slash added, and opens as an external link.
                    <a className="footer__link footer__link-item" href={pathnameHref(`pathname://${item.to}`, config.baseUrl)} target="_blank" rel="noopener noreferrer">
                      {item.label}
                      <ExternalLinkIcon />
                    </a>
                  ) : item.href ? (
                    <Link className="footer__link footer__link-item" to={item.href} target="_blank" rel="noopener noreferrer">
                      {item.label}
                      {!item.urlInTo && <ExternalLinkIcon />}
                    </Link>
                  ) : (
                    <Link className="footer__link footer__link-item" to={item.to} {...(item.target && { target: item.target })}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {/* A copyright with markup is HTML, as in Docusaurus; plain text stays text. */}
      <div className="footer__bottom text--center">
        {footer.logo && <div className="margin-bottom--sm"><FooterLogo logo={footer.logo} /></div>}
        {/<[a-z!/]/i.test(footer.copyright) ? <p className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : <p className="footer__copyright">{footer.copyright}</p>}
      </div>
    </div>
  );
}

type Logo = NonNullable<SiteConfig['footer']['logo']>;

/** theme-classic's FooterLogo: the image in each colour mode (its ThemedImage, both rendered until the mode is known), in a link when the logo has one. */
function FooterLogo({ logo }: { logo: Logo }) {
  const toHref = useHref();
  const image = (mode: 'light' | 'dark', src: string) => (
    <img className={`footer__logo${logo.className ? ` ${logo.className}` : ''} themed-image themed-image--${mode}`} src={toHref(staticRoute(src))} alt={logo.alt} width={logo.width} height={logo.height} />
  );
  const images = (
    <>
      {image('light', logo.src)}
      {image('dark', logo.srcDark)}
    </>
  );
  if (logo.href) return <Link className="footer__logo-link" to={logo.href} target={logo.target ?? '_blank'} rel="noopener noreferrer">{images}</Link>;
  return logo.to ? <Link className="footer__logo-link" to={logo.to} {...(logo.target && { target: logo.target })}>{images}</Link> : images;
}
