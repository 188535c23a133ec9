import { useState } from 'react';
import type { AnnouncementPart } from '../config-types.ts';
import { CloseIcon, ExternalLinkIcon } from './icons.tsx';
import { ANNOUNCEMENT_KEY } from '../../shared/storage-keys.ts';
import { writeStorage } from './storage.ts';

interface Props {
  id: string;
  message: AnnouncementPart[];
  isCloseable: boolean;
}

export function AnnouncementBar({ id, message, isCloseable }: Props) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    writeStorage(ANNOUNCEMENT_KEY, id);
    document.documentElement.dataset.announcementDismissed = 'true';
    setClosed(true);
  };
  return (
    <section className="announcement-bar" aria-label="Announcement">
      <p className="announcement-bar__content">
        {message.map((part, i) =>
          typeof part === 'string' ? (
            part
          ) : (
            <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
              {part.label}
              <ExternalLinkIcon />
            </a>
          ),
        )}
      </p>
      {isCloseable && (
        <button type="button" className="announcement-bar__close clean-btn needs-js" aria-label="Close announcement" onClick={close}>
          <CloseIcon />
        </button>
      )}
    </section>
  );
}
