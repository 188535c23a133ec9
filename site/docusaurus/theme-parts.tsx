/**
 * Docusaurus's theme components that pages put in their content (`@theme/Admonition`, `Tabs`,
 * `TabItem`, `Details`, `Icon/ExternalLink`, `IdealImage`), with the markup of this build's own
 * Markdown, for MDX (build/markdown/mdx/theme.tsx) and a site's React pages alike: tabs as
 * `:::tabs` draws them (read without JavaScript, enhanced by site/client/tabs.ts), admonitions as
 * `:::note`. They need no state, so a page that shows them still ships no code of its own.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { admonitionClass, admonitionIcon, admonitionTitle } from '../../shared/admonition-markup.ts';

type Props<T = object> = T & { children?: ReactNode };

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
}

/** A TabItem outside Tabs shows its content; inside, Tabs draws it. */
export function TabItem({ children }: Props<TabItemProps>): ReactNode {
  return <>{children}</>;
}

export interface TabsProps {
  values?: { value: string; label?: string }[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: boolean | string;
  className?: string;
}

const tabItems = (children: ReactNode) => Children.toArray(children).filter((c): c is ReactElement<Props<TabItemProps>> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');

/** The tab shown first, as Docusaurus's server render selects it: `defaultValue`, else the item marked `default`, else the first. */
export function selectedTab(children: ReactNode, defaultValue?: string | null): string | undefined {
  const items = tabItems(children);
  return defaultValue ?? items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
}

export function Tabs({ children, values, defaultValue, groupId, queryString, className }: Props<TabsProps>): ReactNode {
  const items = tabItems(children);
  const chosen = selectedTab(children, defaultValue);
  const query = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')} data-group-id={groupId} data-query-string={query}>
      {items.map((item) => {
        const { value, label, className: itemClass, children: content } = item.props;
        const shown = values?.find((v) => v.value === value)?.label ?? label ?? value;
        return (
          <div key={value} className={['tabs__panel', itemClass].filter(Boolean).join(' ')} data-label={shown} data-value={value} data-default={value === chosen ? '' : undefined}>
            <p className="tabs__label">{shown}</p>
            {content}
          </div>
        );
      })}
    </div>
  );
}

/** `<details>` with its `<summary>` child (or a `summary` prop) first, as Docusaurus draws it. */
export function Details({ summary, children, ...rest }: Props<{ summary?: ReactNode; open?: boolean; className?: string }>): ReactNode {
  const list = Children.toArray(children);
  const summaryChild = list.find((c) => isValidElement(c) && c.type === 'summary');
  // A `summary` prop that is a <summary> element is used as it is, as Docusaurus's Details uses it (the OpenAPI theme's ParamsDetails gives one): wrapped, it nested a summary in a summary.
  const summaryProp = isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary ?? 'Details'}</summary>;
  return (
    <details {...rest} className={['details', rest.className].filter(Boolean).join(' ')}>
      {summaryChild ?? summaryProp}
      <div className="details__body">{list.filter((c) => c !== summaryChild)}</div>
    </details>
  );
}

type AdmonitionProps = Props<{ type?: string; title?: ReactNode; icon?: ReactNode; className?: string }>;

/** An admonition whose default title is the keyword's message in the locale `messages` returns (a hook, or the MDX page's). */
export function createAdmonition(messages: () => Record<string, string> | undefined): (props: AdmonitionProps) => ReactNode {
  return function Admonition({ type = 'note', title, icon: _icon, className, children }: AdmonitionProps): ReactNode {
    return (
      <div className={[admonitionClass(type), className].filter(Boolean).join(' ')}>
        <p className="admonition__title">
          <span className="admonition__icon" dangerouslySetInnerHTML={{ __html: admonitionIcon(type) }} />
          {title ?? admonitionTitle(type, messages())}
        </p>
        <div className="admonition__body">{children}</div>
      </div>
    );
  };
}

/** The classic theme's icon after an external link (MIT, Facebook/Meta). */
export function IconExternalLink({ width = 13.5, height = 13.5, className }: { width?: number; height?: number; className?: string }): ReactNode {
  return (
    <svg width={width} height={height} aria-hidden="true" viewBox="0 0 24 24" className={className ?? 'iconExternalLink'}>
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}

type IdealImageSource = string | { default?: string; src?: { src?: string } | string; preSrc?: string };

/** plugin-ideal-image's component as the image itself: what an image import gives here is its URL (`img` may also be the loader's object). */
export function IdealImage({ img, alt, className, width, height }: { img: IdealImageSource; alt?: string; className?: string; width?: number; height?: number }): ReactNode {
  const src = typeof img === 'string' ? img : (img.default ?? (typeof img.src === 'string' ? img.src : img.src?.src));
  return <img src={src} alt={alt ?? ''} className={className} width={width} height={height} loading="lazy" decoding="async" />;
}
