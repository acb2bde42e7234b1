import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Brand } from './support';
import { brandOf, expectAccessible, signIn, visit } from './support';

// The help, terms and children's chat pages (account doc sections 2, 6 and 9). Untagged tests run
// in both brands.

type Lang = 'fi' | 'sv' | 'en';
const langs = ['fi', 'sv', 'en'] as const satisfies readonly Lang[];

const texts = {
  fi: {
    menu: 'Päävalikko',
    frontPage: 'Siirry etusivulle',
    terms: 'Käyttöehdot',
    firstTermsSection: 'Palvelun käyttö',
    chat: 'Pikkutsatti',
    appStore: 'Lataa App Storesta (iPhone)',
    googlePlay: 'Lataa Google Playsta (Android)',
  },
  sv: {
    menu: 'Huvudmeny',
    frontPage: 'Gå till startsidan',
    terms: 'Användarvillkor',
    firstTermsSection: 'Användning av tjänsten',
    chat: 'Barnchatten',
    appStore: 'Ladda ned i App Store (iPhone)',
    googlePlay: 'Ladda ned på Google Play (Android)',
  },
  en: {
    menu: 'Main',
    frontPage: 'Go to the front page',
    terms: 'Terms of use',
    firstTermsSection: 'Using the service',
    chat: "Children's chat",
    appStore: 'Download on the App Store (iPhone)',
    googlePlay: 'Get it on Google Play (Android)',
  },
} as const;

/** apps/portal/src/config/brands.ts */
const brandDetails = {
  general: {
    name: 'Kajo',
    phone: '010 380 3838',
    chatMoved: {
      fi: 'Pikkutsatti on siirtynyt mobiilisovellukseen Kajo',
      sv: 'Barnchatten har flyttat till appen Kajo',
      en: "The children's chat has moved to the Kajo app",
    },
  },
  children: {
    name: 'Kajo Lapset',
    phone: '010 380 3939',
    chatMoved: {
      fi: 'Pikkutsatti on siirtynyt mobiilisovellukseen Kajo Lapset',
      sv: 'Barnchatten har flyttat till appen Kajo Barn',
      en: "The children's chat has moved to the Kajo Kids app",
    },
  },
} as const satisfies Record<Brand, unknown>;

const main = (page: Page) => page.getByRole('main');

test.describe('help (Finnish only)', () => {
  test("gives the instructions, the SMS authentication FAQ and the brand's customer service number", async ({ page }, testInfo) => {
    const { phone } = brandDetails[brandOf(testInfo)];
    await visit(page, '/fi/ohjeita');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ohjeita');
    await expect(page.getByRole('heading', { level: 2, name: 'Yleisiä ohjeita' })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Usein kysyttyä tekstiviestitunnistautumisesta' });
    await expect(faq.getByRole('heading', { level: 3, name: 'Miten otan tekstiviestitunnistautumisen käyttöön?' })).toBeVisible();
    await expect(faq).toContainText('Koodi on nelinumeroinen');
    // The footer has a customer service region too: the page's own is in main.
    const service = main(page).getByRole('region', { name: 'Asiakaspalvelu' });
    await expect(service.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+358${phone.replace(/\s/g, '').slice(1)}`);
  });

  test('the other languages lead to their front page (anonymous: the transaction path)', async ({ page }) => {
    await visit(page, '/fi/ohjeita');
    await page.getByRole('link', { name: 'På svenska' }).click();
    await expect(page).toHaveURL('/sv/transaktionsbana');
    await expectAccessible(page);

    await visit(page, '/fi/ohjeita');
    await page.getByRole('link', { name: 'In English' }).click();
    await expect(page).toHaveURL('/en/transaction-path');
    await expectAccessible(page);
  });

  test('signed in, the other languages lead to their front page', async ({ page }, testInfo) => {
    await signIn(page, testInfo, 'fi');
    for (const [lang, switchName] of [['sv', 'På svenska'], ['en', 'In English']] as const) {
      await visit(page, '/fi/ohjeita');
      await page.getByRole('link', { name: switchName }).click();
      await expect(page).toHaveURL(`/${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  });
});

test.describe('terms', () => {
  for (const lang of langs) {
    test(`the terms of use (${lang})`, async ({ page }, testInfo) => {
      const t = texts[lang];
      const children = brandOf(testInfo) === 'children';
      await visit(page, `/${lang}/eula`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.terms);
      // The children's brand has its terms in Finnish only, and says so in the other languages.
      const firstSection = page.getByRole('heading', { level: 2, name: children ? texts.fi.firstTermsSection : t.firstTermsSection });
      await expect(firstSection).toBeVisible();
      const notice = main(page).getByText(/available in Finnish only|finns endast på finska/);
      await expect(notice).toHaveCount(children && lang !== 'fi' ? 1 : 0);
    });
  }
});

// The privacy notice the consent forms link to (decision 0050), from the footer, in every language.
test.describe('privacy notice', () => {
  const notice = {
    fi: { footer: 'Tietosuojaseloste', path: '/fi/tietosuoja', first: 'Rekisterinpitäjä' },
    sv: { footer: 'Dataskyddsbeskrivning', path: '/sv/dataskydd', first: 'Personuppgiftsansvarig' },
    en: { footer: 'Privacy notice', path: '/en/privacy', first: 'Controller' },
  } as const;
  for (const lang of langs) {
    test(`opens from the footer and says who processes what and why (${lang})`, async ({ page }) => {
      const n = notice[lang];
      await page.goto(`/${lang}/eula`);
      await page.getByRole('contentinfo').getByRole('link', { name: n.footer }).click();
      await expect(page).toHaveURL(n.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(n.footer);
      await expect(page.getByRole('heading', { level: 2, name: n.first })).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test.describe("children's chat", () => {
  for (const lang of langs) {
    test(`says the chat moved to the app and links the brand's stores (${lang})`, async ({ page }, testInfo) => {
      const t = texts[lang];
      const brand = brandDetails[brandOf(testInfo)];
      // Anonymous: the page is public.
      await visit(page, `/${lang}/pikkutsatti`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chat);
      await expect(page.getByRole('heading', { level: 2, name: brand.chatMoved[lang] })).toBeVisible();
      // The stores' addresses are the deployment's (OUTSIDE_LINK_*): development serves stand-in pages for them.
      await expect(main(page).getByRole('link', { name: t.googlePlay })).toHaveAttribute('href', '/out/google-play');
      await main(page).getByRole('link', { name: t.appStore }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`${brand.name}: `);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('App Store');
    });
  }

  test('signed in, the menu links the chat only where the pikkutsatti flag is on', async ({ page }, testInfo) => {
    const t = texts.fi;
    await signIn(page, testInfo, 'fi');
    const menuLink = page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.chat, exact: true });
    // Development flags: the children's brand has pikkutsatti, the general brand does not.
    await expect(menuLink).toHaveCount(brandOf(testInfo) === 'children' ? 1 : 0);

    // Without the flag the address still shows the same notice (old links and bookmarks).
    await visit(page, '/fi/pikkutsatti');
    await expect(page.getByRole('heading', { level: 2, name: brandDetails[brandOf(testInfo)].chatMoved.fi })).toBeVisible();
  });
});
