/** Every island by name; the server renders them and the client hydrates them from this one list. */
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchBox } from './SearchBox.tsx';

export const islands = { AnnouncementBar, ColorModeToggle, MobileMenu, SearchBox };
export type IslandName = keyof typeof islands;
