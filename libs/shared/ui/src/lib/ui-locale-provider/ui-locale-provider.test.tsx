import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { useLocale } from 'react-aria-components';
import { UiLocaleProvider } from './ui-locale-provider';

function Probe() {
  return <output>{useLocale().locale}</output>;
}

describe('UiLocaleProvider', () => {
  it.each([
    ['fi', 'fi-FI'],
    ['sv', 'sv-FI'],
    ['en', 'en-GB'],
  ] as const)('gives react-aria the %s locale %s', (lang, locale) => {
    renderWithIntl(
      <UiLocaleProvider>
        <Probe />
      </UiLocaleProvider>,
      { lang },
    );
    expect(screen.getByRole('status')).toHaveTextContent(locale);
  });
});
