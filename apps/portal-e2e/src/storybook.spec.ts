import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test as base } from '@playwright/test';
import { expectAccessible } from './support';

// Every story of the design system through axe, from the static Storybook build's index. Each
// component has stories in the general brand and a ChildrenBrand story, so both token sets are
// scanned.
interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}
const index = JSON.parse(readFileSync(join(__dirname, '../../../dist/storybook/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const titles = [...new Set(stories.map((story) => story.title))];

/** What Storybook's preview says about one story it was asked to show (its channel's events). */
interface StoryOutcome {
  status: string;
  errors: string[];
}

/**
 * One preview page per worker. Loading Storybook's preview costs seconds of parsing on a 2-core
 * machine, so each test switches the story on the page that is already open, as Storybook's own
 * manager does, instead of loading the preview again.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, reducedMotion, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, reducedMotion, locale, timezoneId });
      const page = await context.newPage();
      // The a11y addon's own automatic run is switched off so that it does not race the scan.
      await page.goto('/iframe.html?viewMode=story&globals=a11y.manual:!true', { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
      await page.evaluate(() => (window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void> } }).__STORYBOOK_PREVIEW__.ready());
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Asks the open preview to show a story and waits until it has finished (rendered, its play
 * function run and its animations done), collecting any error the preview reports on the way.
 * Runs in the browser, so it must not refer to anything outside itself.
 */
function showStory(storyId: string): Promise<StoryOutcome> {
  interface Channel {
    on(event: string, listener: (payload: unknown) => void): void;
    off(event: string, listener: (payload: unknown) => void): void;
    emit(event: string, payload: unknown): void;
  }
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
  const errors: string[] = [];
  const errorEvents = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying'];
  return new Promise((resolve) => {
    const onError = (payload: unknown) => errors.push(JSON.stringify(payload));
    const finish = (status: string) => {
      for (const event of errorEvents) channel.off(event, onError);
      channel.off('storyFinished', onFinished);
      channel.off('storyMissing', onMissing);
      resolve({ status, errors });
    };
    const onFinished = (payload: unknown) => {
      const finished = payload as { storyId: string; status: string };
      if (finished.storyId === storyId) finish(finished.status);
    };
    const onMissing = () => finish('missing');
    for (const event of errorEvents) channel.on(event, onError);
    channel.on('storyFinished', onFinished);
    channel.on('storyMissing', onMissing);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

test('every component has stories, one of them in the children’s brand', () => {
  expect(titles.length).toBeGreaterThan(20);
  const withoutChildrenBrand = titles.filter(
    (title) => !stories.some((story) => story.title === title && story.name === 'Children Brand'),
  );
  expect(withoutChildrenBrand).toEqual([]);
});

for (const story of stories) {
  test(`${story.title} / ${story.name} passes axe`, async ({ preview }) => {
    expect(await preview.evaluate(showStory, story.id), `story ${story.id}`).toEqual({ status: 'success', errors: [] });
    await expect(preview.locator('#storybook-root > *').first()).toBeAttached();
    const brand = story.name === 'Children Brand' ? 'children' : 'general';
    await expect(preview.locator('html')).toHaveAttribute('data-brand', brand);
    await expectAccessible(preview);
  });
}
