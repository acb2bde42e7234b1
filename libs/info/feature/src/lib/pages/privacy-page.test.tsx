import type { Lang } from '@portal/shared/i18n';
import { aBrand, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen } from '@testing-library/react';
import { PrivacyPage } from './privacy-page';

function renderPrivacy(lang: Lang, brand: 'general' | 'children' = 'general') {
  return renderWithProviders(<PrivacyPage />, { lang, route: `/${lang}/privacy`, brand: aBrand(brand) });
}

describe('privacy notice', () => {
  it.each([
    ['fi', 'Tietosuojaseloste', ['Rekisterinpitäjä', 'Mitä tietoja käsittelemme', 'Miksi ja millä perusteella', 'Kenelle tietoja luovutetaan', 'Kuinka kauan tietoja säilytetään', 'Oikeutesi', 'Huoltajat ja lapset'], 'Rekisterinpitäjä on Kajo.'],
    ['sv', 'Dataskyddsbeskrivning', ['Personuppgiftsansvarig', 'Vilka uppgifter vi behandlar', 'Varför och på vilken grund', 'Vem uppgifterna lämnas ut till', 'Hur länge uppgifterna sparas', 'Dina rättigheter', 'Vårdnadshavare och barn'], 'Personuppgiftsansvarig är Kajo.'],
    ['en', 'Privacy notice', ['Controller', 'What we process', 'Why, and on what basis', 'Who receives the data', 'How long the data is kept', 'Your rights', 'Guardians and children'], 'The controller is Kajo.'],
  ] as const)('says in %s what is processed, why, for how long and the patient’s rights, under headings', (lang, title, headings, controller) => {
    renderPrivacy(lang);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(headings);
    expect(screen.getByText(new RegExp(controller))).toBeInTheDocument();
  });

  it('names the brand and its customer service number, in the page’s language for the children’s brand too', () => {
    const brand = aBrand('children');
    renderPrivacy('sv', 'children');
    expect(screen.getByText(new RegExp(`Personuppgiftsansvarig är ${brand.name.sv}\\.`))).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(brand.customerServicePhone.replace(/[()+]/g, '\\$&'))).length).toBeGreaterThan(0);
    expect(document.querySelector('[lang]')).toBeNull();
  });

  it('names the patient’s right to know who has viewed their data and to complain to the Data Protection Ombudsman', () => {
    renderPrivacy('en');
    expect(screen.getByText(/who has processed or viewed your patient data/)).toBeInTheDocument();
    expect(screen.getByText(/Data Protection Ombudsman/)).toBeInTheDocument();
  });
});
