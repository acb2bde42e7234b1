import type { Decorator, Preview } from '@storybook/react-vite';
import type { CatalogId, Lang, Messages } from '@portal/shared/i18n';
import { StaticIntlProvider } from '@portal/shared/i18n';
import type { Brand } from '@portal/shared/ui';
import { brands, isBrand, UiLocaleProvider } from '@portal/shared/ui';
import en from 'virtual:portal-catalog/en';
import fi from 'virtual:portal-catalog/fi';
import pseudo from 'virtual:portal-catalog/pseudo';
import sv from 'virtual:portal-catalog/sv';
import '../libs/shared/ui/src/lib/theme/tokens.css';
import '../libs/shared/ui/src/lib/theme/global.css';

const catalogs: Record<CatalogId, Messages> = { fi, sv, en, pseudo };

/** The pseudo-locale shows the pseudo catalog with English formatting. */
const langOf: Record<CatalogId, Lang> = { fi: 'fi', sv: 'sv', en: 'en', pseudo: 'en' };

function isCatalogId(value: unknown): value is CatalogId {
  return typeof value === 'string' && value in catalogs;
}

const withBrandAndLocale: Decorator = (Story, context) => {
  const brand: Brand = isBrand(context.globals['brand']) ? context.globals['brand'] : 'general';
  const catalog: CatalogId = isCatalogId(context.globals['locale']) ? context.globals['locale'] : 'fi';
  const lang = langOf[catalog];
  // Overlays (dialogs, popovers, toasts) render into document.body, so the brand and language
  // go on <html> as well as on the story's wrapper.
  document.documentElement.dataset['brand'] = brand;
  document.documentElement.lang = lang;
  return (
    <StaticIntlProvider key={catalog} lang={lang} messages={catalogs[catalog]}>
      <UiLocaleProvider>
        <div data-brand={brand} lang={lang} style={{ background: 'var(--color-surface)', color: 'var(--color-text)' }}>
          <Story />
        </div>
      </UiLocaleProvider>
    </StaticIntlProvider>
  );
};

const preview: Preview = {
  decorators: [withBrandAndLocale],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((value) => ({ value, title: value === 'general' ? 'General clinic' : "Children's clinic" })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'fi', title: 'Suomi' },
          { value: 'sv', title: 'Svenska' },
          { value: 'en', title: 'English' },
          { value: 'pseudo', title: 'Pseudo' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'general', locale: 'fi' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
};

export default preview;
