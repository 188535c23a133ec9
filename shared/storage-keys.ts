/** localStorage keys, shared by the islands that write them and the inline head script that applies them before the first paint. */
export const THEME_KEY = 'theme';
export const ANNOUNCEMENT_KEY = 'announcement-dismissed';
