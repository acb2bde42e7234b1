import type { IdentificationMethod } from '@portal/shared/contracts';
import type { Language } from '@portal/shared/util';

/** The development identity provider's own pages speak the portal's three languages. */
export const idpTexts = {
  fi: {
    title: 'Kehitysympäristön tunnistuspalvelu',
    notice: 'Tämä on kehitysympäristön tunnistuspalvelu. Oikeita pankkitunnuksia ei kysytä eikä käytetä.',
    chosen: 'Valittu tunnistustapa: {method}',
    persons: 'Testihenkilöt',
    signInAs: 'Tunnistaudu: {name}',
    other: 'Muu henkilötunnus',
    code: 'Henkilötunnus',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    submit: 'Tunnistaudu',
    cancel: 'Peruuta tunnistautuminen',
    invalidCode: 'Tarkista henkilötunnus.',
    mandateTitle: 'Valitse, kenen puolesta asioit',
    mandateIntro: 'Valtuuspalvelun kehitysversio: huoltajuudet luetaan tietokannasta. Huoltaja voi asioida enintään 11-vuotiaan lapsen puolesta.',
    children: 'Huollettavat',
    actFor: 'Asioi henkilön {name} ({age} v) puolesta',
    otherPerson: 'Muun henkilön tunnus',
    choose: 'Valitse',
    error: 'Tunnistautuminen epäonnistui',
    errorBack: 'Palaa palveluun',
    noTransaction: 'Tunnistautumista ei löytynyt tai se on vanhentunut. Aloita uudelleen.',
  },
  sv: {
    title: 'Identifieringstjänst för utvecklingsmiljön',
    notice: 'Det här är utvecklingsmiljöns identifieringstjänst. Inga riktiga bankkoder efterfrågas eller används.',
    chosen: 'Vald identifieringsmetod: {method}',
    persons: 'Testpersoner',
    signInAs: 'Identifiera dig som {name}',
    other: 'Annan personbeteckning',
    code: 'Personbeteckning',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    submit: 'Identifiera dig',
    cancel: 'Avbryt identifieringen',
    invalidCode: 'Kontrollera personbeteckningen.',
    mandateTitle: 'Välj för vem du uträttar ärenden',
    mandateIntro: 'Fullmaktstjänstens utvecklingsversion: vårdnadshavarskapen läses ur databasen. En vårdnadshavare kan uträtta ärenden för ett barn som är högst 11 år.',
    children: 'Barn i vårdnad',
    actFor: 'Uträtta ärenden för {name} ({age} år)',
    otherPerson: 'Annan persons beteckning',
    choose: 'Välj',
    error: 'Identifieringen misslyckades',
    errorBack: 'Tillbaka till tjänsten',
    noTransaction: 'Identifieringen hittades inte eller har gått ut. Börja om.',
  },
  en: {
    title: 'Development identification service',
    notice: 'This is the identification service of the development environment. No real bank credentials are asked for or used.',
    chosen: 'Chosen identification method: {method}',
    persons: 'Test persons',
    signInAs: 'Identify as {name}',
    other: 'Another identity code',
    code: 'Personal identity code',
    firstName: 'First name',
    lastName: 'Last name',
    submit: 'Identify',
    cancel: 'Cancel identification',
    invalidCode: 'Check the identity code.',
    mandateTitle: 'Choose whom you act for',
    mandateIntro: 'Development version of the authorisation service: guardianships are read from the database. A guardian may act for a child aged 11 or younger.',
    children: 'Children in your care',
    actFor: 'Act for {name} (aged {age})',
    otherPerson: "Another person's identity code",
    choose: 'Choose',
    error: 'Identification failed',
    errorBack: 'Back to the service',
    noTransaction: 'The identification was not found or has expired. Please start again.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type IdpText = keyof (typeof idpTexts)['en'];

export const methodNames: Record<IdentificationMethod, Record<Language, string>> = {
  mobiilivarmenne: { fi: 'Mobiilivarmenne', sv: 'Mobilcertifikat', en: 'Mobile certificate' },
  nordea: { fi: 'Nordea', sv: 'Nordea', en: 'Nordea' },
  op: { fi: 'OP', sv: 'OP', en: 'OP' },
  danskebank: { fi: 'Danske Bank', sv: 'Danske Bank', en: 'Danske Bank' },
  handelsbanken: { fi: 'Handelsbanken', sv: 'Handelsbanken', en: 'Handelsbanken' },
  spankki: { fi: 'S-Pankki', sv: 'S-Banken', en: 'S-Bank' },
  aktia: { fi: 'Aktia', sv: 'Aktia', en: 'Aktia' },
  pop: { fi: 'POP Pankki', sv: 'POP Bank', en: 'POP Bank' },
  saastopankki: { fi: 'Säästöpankki', sv: 'Sparbanken', en: 'Savings Bank' },
  omasp: { fi: 'Oma Säästöpankki', sv: 'Oma Sparbank', en: 'Oma Savings Bank' },
  alandsbanken: { fi: 'Ålandsbanken', sv: 'Ålandsbanken', en: 'Bank of Åland' },
};

export function text(lang: Language, key: IdpText, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce<string>(
    (result, [name, value]) => result.replace(`{${name}}`, String(value)),
    idpTexts[lang][key],
  );
}
