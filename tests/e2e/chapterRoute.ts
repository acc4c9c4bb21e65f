import type { Page } from '@playwright/test';
import { loaderSource } from '../../src/lib/data/publishedFiles';
import type { Chapter } from '../../src/lib/model/types';

/**
 * Serves chapter `id`'s published file changed by `change`, as the page reads it: through its loader script
 * (`<file>.json.js`, which holds the file's JSON).
 */
export async function routeChapterFile(
  page: Page,
  id: string,
  change: (chapter: Chapter) => void,
): Promise<void> {
  await page.route(new RegExp(`/chapters/${id}\\.[^/]*\\.json\\.js$`), async (route) => {
    const fileUrl = route.request().url().replace(/\.js$/, '');
    const chapter = (await (await route.fetch({ url: fileUrl })).json()) as Chapter;
    change(chapter);
    await route.fulfill({
      contentType: 'text/javascript',
      body: loaderSource(fileUrl.split('/').pop()!, JSON.stringify(chapter)),
    });
  });
}
