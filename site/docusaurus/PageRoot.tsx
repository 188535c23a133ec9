/** What a site's React page renders inside, on the server (with the recorder) and in the browser (hydrated) alike. */
import type { ComponentType, ReactNode } from 'react';
import { BrowserProvider } from './browser.tsx';
import { PageDataContext, RecorderContext, type PageData, type Recorder } from './context.ts';
import { setCodeTranslations } from './translate.tsx';

/** `children`: what the build renders a wrapping component (the site's Root) around; a page has none. */
export function PageRoot({ data, recorder, Page, children }: { data: PageData; recorder?: Recorder; Page: ComponentType<{ children?: ReactNode } & Record<string, unknown>>; children?: ReactNode }) {
  setCodeTranslations(data.codeTranslations);
  return (
    <PageDataContext value={data}>
      <RecorderContext value={recorder}>
        <BrowserProvider>
          <Page {...data.props}>{children}</Page>
        </BrowserProvider>
      </RecorderContext>
    </PageDataContext>
  );
}
