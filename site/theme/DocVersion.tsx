/** A doc page's version: the banner of an unreleased or unmaintained version, and the "Version: X" badge. */
import type { DocVersionView } from '../types.ts';
import { Link } from './Link.tsx';

/** Docusaurus's wording, so that readers of a migrated site see what they saw before. */
export function DocVersionBanner({ banner }: { banner: NonNullable<DocVersionView['banner']> }) {
  return (
    <div className="doc-version-banner" role="alert">
      <p>
        {banner.kind === 'unreleased' ? <>This is unreleased documentation for {banner.title} version.</> : <>This is documentation for {banner.title}, which is no longer actively maintained.</>}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <b>
          <Link to={banner.latestHref}>latest version</Link>
        </b>{' '}
        ({banner.latestLabel}).
      </p>
    </div>
  );
}

export function DocVersionBadge({ label }: { label: string }) {
  return <span className="doc-version-badge">Version: {label}</span>;
}
