import type { AnnouncementPart } from '../config-types.ts';
import { CloseIcon, ExternalLinkIcon } from '../islands/icons.tsx';
import { useTranslate } from './locale-context.tsx';

/**
 * The announcement bar. The head script hides it before the first paint once it was dismissed
 * (`<html data-announcement-dismissed>`), and answers its close button from the first paint on
 * (build/head-input.ts), storing the bar's id.
 */
export function AnnouncementBar({ message, isCloseable }: { message: AnnouncementPart[]; isCloseable: boolean }) {
  const t = useTranslate();
  return (
    <section className="announcement-bar theme-announcement-bar" aria-label="Announcement">
      <p className="announcement-bar__content">
        {message.map((part, i) =>
          typeof part === 'string' ? (
            part
          ) : 'html' in part ? (
            <span key={i} dangerouslySetInnerHTML={{ __html: part.html }} />
          ) : (
            <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
              {part.label}
              <ExternalLinkIcon />
            </a>
          ),
        )}
      </p>
      {isCloseable && (
        <button type="button" className="announcement-bar__close clean-btn needs-js" aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel', 'Close announcement')}>
          <CloseIcon />
        </button>
      )}
    </section>
  );
}
