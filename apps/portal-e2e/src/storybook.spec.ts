import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
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

test('every component has stories, one of them in the children’s brand', () => {
  expect(titles.length).toBeGreaterThan(20);
  const withoutChildrenBrand = titles.filter(
    (title) => !stories.some((story) => story.title === title && story.name === 'Children Brand'),
  );
  expect(withoutChildrenBrand).toEqual([]);
});

for (const story of stories) {
  test(`${story.title} / ${story.name} passes axe`, async ({ page }) => {
    // The a11y addon's own automatic run is switched off so that it does not race this scan.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`, {
      waitUntil: 'domcontentloaded',
    });
    await expect(page.locator('#storybook-root > *').first()).toBeAttached();
    const brand = story.name === 'Children Brand' ? 'children' : 'general';
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
    await expectAccessible(page);
  });
}
