/** Docusaurus's `i18n.localeConfigs` as this build's config reads them. */
import { baseUrlOf, obj, str, type Raw } from './option-values.ts';
import type { SiteConfigInput } from '../../site/config-types.ts';

export function localeConfigs(raw: Raw): NonNullable<SiteConfigInput['i18n']['localeConfigs']> {
  return Object.fromEntries(
    Object.entries(raw).map(([locale, value]) => {
      const o = obj(value);
      const direction = o.direction === 'rtl' || o.direction === 'ltr' ? o.direction : undefined;
      return [locale, { label: str(o.label), direction, htmlLang: str(o.htmlLang), calendar: str(o.calendar), path: str(o.path), url: str(o.url), baseUrl: baseUrlOf(o.baseUrl) }];
    }),
  );
}
