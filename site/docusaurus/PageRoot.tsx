/** What a site's React page renders inside, on the server (with the recorder) and in the browser (hydrated) alike. */
import type { ComponentType } from 'react';
import { BrowserProvider } from './browser.tsx';
import { PageDataContext, RecorderContext, type PageData, type Recorder } from './context.ts';
import { setCodeTranslations } from './translate.tsx';

export function PageRoot({ data, recorder, Page }: { data: PageData; recorder?: Recorder; Page: ComponentType }) {
  setCodeTranslations(data.codeTranslations);
  return (
    <PageDataContext value={data}>
      <RecorderContext value={recorder}>
        <BrowserProvider>
          <Page />
        </BrowserProvider>
      </RecorderContext>
    </PageDataContext>
  );
}
