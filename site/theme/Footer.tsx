import type { SiteConfig } from '../config-types.ts';
import { ExternalLinkIcon } from '../islands/icons.tsx';
import { Link } from './Link.tsx';

export function Footer({ config }: { config: SiteConfig }) {
  const { footer } = config;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        <div className="footer__columns">
          {footer.columns.map((column, i) => (
            <div key={i} className="footer__column">
              {column.title && <h2 className="footer__title">{column.title}</h2>}
              <ul className="footer__items">
                {column.items.map((item) => (
                  <li key={item.label}>
                    {item.html !== undefined ? (
                      <span dangerouslySetInnerHTML={{ __html: item.html }} />
                    ) : item.href ? (
                      <Link className="footer__link" to={item.href} target="_blank" rel="noopener noreferrer">
                        {item.label}
                        <ExternalLinkIcon />
                      </Link>
                    ) : (
                      <Link className="footer__link" to={item.to}>
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
        {/<[a-z!/]/i.test(footer.copyright) ? <p className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : <p className="footer__copyright">{footer.copyright}</p>}
      </div>
    </footer>
  );
}
