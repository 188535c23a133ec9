import type { SiteConfig } from '../config-types.ts';
import { ExternalLinkIcon } from '../islands/icons.tsx';

export function Footer({ config }: { config: SiteConfig }) {
  const { footer } = config;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        <div className="footer__columns">
          {footer.columns.map((column) => (
            <div key={column.title} className="footer__column">
              <h2 className="footer__title">{column.title}</h2>
              <ul className="footer__items">
                {column.items.map((item) => (
                  <li key={item.label}>
                    {item.href ? (
                      <a className="footer__link" href={item.href} target="_blank" rel="noopener noreferrer">
                        {item.label}
                        <ExternalLinkIcon />
                      </a>
                    ) : (
                      <a className="footer__link" href={item.to}>
                        {item.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="footer__copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}
