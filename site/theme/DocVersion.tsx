/** A doc page's version: the banner of an unreleased or unmaintained version, and the "Version: X" badge. */
import type { DocVersionView } from '../types.ts';
import { Link } from './Link.tsx';

/** Docusaurus's wording and classes (Infima's warning alert), so that readers of a migrated site see what they saw before. */
export function DocVersionBanner({ banner }: { banner: NonNullable<DocVersionView['banner']> }) {
  return (
    <div className="doc-version-banner theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>
        {banner.kind === 'unreleased' ? 'This is unreleased documentation for ' : 'This is documentation for '}
        {banner.siteTitle} <b>{banner.label}</b>
        {banner.kind === 'unreleased' ? ' version.' : ', which is no longer actively maintained.'}
      </div>
      <div className="margin-top--md">
        For up-to-date documentation, see the{' '}
        <b>
          <Link to={banner.latestHref}>latest version</Link>
        </b>{' '}
        ({banner.latestLabel}).
      </div>
    </div>
  );
}

/** With Docusaurus's classes, which Infima draws as a badge (a bold label on grey) and custom CSS targets. */
export function DocVersionBadge({ label }: { label: string }) {
  return <span className="doc-version-badge theme-doc-version-badge badge badge--secondary">Version: {label}</span>;
}
