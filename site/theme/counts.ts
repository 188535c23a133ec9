/**
 * Titles with a count, as theme-classic and theme-common 3.10 word them: the count's phrase in the
 * locale's plural form (theme-common's usePluralForm: the forms of a `|` message follow the
 * locale's plural categories), inside the title's own message, both read from the locale's
 * messages, in English without.
 */
import { pluralForm, translate, type Messages } from '../../shared/translate.ts';

/** theme-common's useBlogPostsPlural: "One post", "3 posts". */
function postsPlural(messages: Messages | undefined, lang: string, count: number): string {
  return pluralForm(translate(messages, { id: 'theme.blog.post.plurals', message: 'One post|{count} posts' }, { count }), count, lang);
}

/** A blog tag's page title (theme-common's useBlogTagsPostsPageTitle): '3 posts tagged with "x"'. */
export function blogTagTitle(messages: Messages | undefined, lang: string, count: number, tagName: string): string {
  return translate(messages, { id: 'theme.blog.tagTitle', message: '{nPosts} tagged with "{tagName}"' }, { nPosts: postsPlural(messages, lang, count), tagName });
}

/** A blog author's page title (theme-common's useBlogAuthorPageTitle): "Ada - 3 posts". */
export function blogAuthorTitle(messages: Messages | undefined, lang: string, count: number, authorName: string): string {
  return translate(messages, { id: 'theme.blog.author.pageTitle', message: '{authorName} - {nPosts}' }, { nPosts: postsPlural(messages, lang, count), authorName });
}

/** A docs tag's page title (theme-classic's DocTagDocListPage): '3 docs tagged with "x"'. */
export function docTagTitle(messages: Messages | undefined, lang: string, count: number, tagName: string): string {
  const nDocsTagged = pluralForm(translate(messages, { id: 'theme.docs.tagDocListPageTitle.nDocsTagged', message: 'One doc tagged|{count} docs tagged' }, { count }), count, lang);
  return translate(messages, { id: 'theme.docs.tagDocListPageTitle', message: '{nDocsTagged} with "{tagName}"' }, { nDocsTagged, tagName });
}
