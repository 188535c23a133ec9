/** Every island by name; the server renders them and the client hydrates them from this one list. */
import { SearchBox } from './SearchBox.tsx';

export const islands = { SearchBox };
export type IslandName = keyof typeof islands;
