import type { ContentSection, FaqEntry } from '@portal/shared/ui';
import { list, paragraph as p } from '@portal/shared/ui';

/**
 * The help page's text. The page exists in Finnish only (account doc section 2), so its content is
 * written in Finnish here, as typed data the page renders, rather than as catalog messages that
 * would need Swedish and English translations nobody reads. Only the page's title goes through
 * the catalogs (menus name the page in every language).
 */
export interface HelpContent {
  instructions: { heading: string; sections: readonly ContentSection[] };
  smsFaq: { heading: string; intro: string; entries: readonly FaqEntry[] };
  customerService: { heading: string; text: string; localCallPrice: string };
}

export const helpContent: HelpContent = {
  instructions: {
    heading: 'Yleisiä ohjeita',
    sections: [
      {
        heading: 'Kirjautuminen',
        blocks: [
          p('Kirjaudu palveluun pankkitunnuksillasi tai mobiilivarmenteella. Omat tietosi näet vain vahvan tunnistautumisen jälkeen.'),
          p(
            'Huoltaja voi asioida 11-vuotiaan tai nuoremman lapsensa puolesta valitsemalla kirjautumisessa asioinnin lapsen puolesta. ' +
              '12 vuotta täyttänyt kirjautuu omilla tunnuksillaan.',
          ),
        ],
      },
      {
        heading: 'Ajanvaraus ja ajanvarausten hallinta',
        blocks: [
          p('Voit varata ajan Varaa aika -sivulta myös kirjautumatta. Tulevat varauksesi näet Ajanvaraukset-sivulta.'),
          list(
            'Voit perua ajan palvelussa ajanvarauksen tiedoissa kerrottuun määräaikaan asti.',
            'Voit ilmoittautua vastaanotolle palvelussa 30 minuuttia ennen ajan alkua.',
          ),
        ],
      },
      {
        heading: 'Omat tiedot',
        blocks: [
          p(
            'Omat tiedot -sivulla voit päivittää yhteystietosi, tallentaa Kela-korttisi kuvat, antaa tai muuttaa suostumuksesi ' +
              'ja ottaa tekstiviestitunnistautumisen käyttöön.',
          ),
        ],
      },
      {
        heading: 'Istunnon vanheneminen',
        blocks: [
          p(
            'Turvallisuussyistä istunto vanhenee, kun palvelua ei ole käytetty hetkeen. Palvelu varoittaa ennen kuin istunto vanhenee, ' +
              'ja voit jatkaa asiointia. Muista kirjautua ulos, kun lopetat, erityisesti yhteiskäytössä olevalla laitteella.',
          ),
        ],
      },
    ],
  },
  smsFaq: {
    heading: 'Usein kysyttyä tekstiviestitunnistautumisesta',
    intro:
      'Tekstiviestitunnistautumisen avulla voit jatkaa asiointia, kun istuntosi on vanhentunut, ilman että tunnistaudut uudelleen pankkitunnuksilla.',
    entries: [
      {
        question: 'Miten otan tekstiviestitunnistautumisen käyttöön?',
        answer: [
          p(
            'Ota se käyttöön etusivun ilmoituksesta tai Omat tiedot -sivulta. Saat puhelimeesi nelinumeroisen koodin, jonka syötät palveluun. ' +
              'Sen jälkeen tekstiviestitunnistautuminen on käytössä.',
          ),
        ],
      },
      {
        question: 'Millainen koodi on?',
        answer: [p('Koodi on nelinumeroinen, ja se lähetetään tekstiviestillä puhelinnumeroosi.')],
      },
      {
        question: 'Miten jatkan asiointia, kun istuntoni on vanhentunut?',
        answer: [
          p(
            'Kun istuntosi vanhenee, voit tilata tekstiviestikoodin ja jatkaa sillä. Koodilla voit jatkaa 8 tunnin ajan siitä, kun kirjauduit ' +
              'pankkitunnuksilla tai mobiilivarmenteella. Sen jälkeen kirjaudu uudelleen pankkitunnuksilla.',
          ),
          p('Lapsen puolesta asioiva huoltaja kirjautuu aina uudelleen pankkitunnuksilla.'),
        ],
      },
      {
        question: 'Miten vaihdan puhelinnumeron, johon koodit lähetetään?',
        answer: [
          p(
            'Numeron vaihtaminen vaatii kirjautumisen pankkitunnuksilla tai mobiilivarmenteella: tekstiviestikoodilla jatketussa istunnossa ' +
              'numeroa ei voi vaihtaa. Kirjaudu pankkitunnuksilla ja vaihda numero Omat tiedot -sivulla.',
          ),
        ],
      },
      {
        question: 'Miten poistan tekstiviestitunnistautumisen käytöstä?',
        answer: [p('Kirjaudu pankkitunnuksilla ja poista tekstiviestitunnistautuminen käytöstä Omat tiedot -sivulla.')],
      },
    ],
  },
  customerService: {
    heading: 'Asiakaspalvelu',
    text: 'Jos et löydä vastausta kysymykseesi, soita asiakaspalveluumme:',
    /** Shown for 010 business numbers, as in the footer. */
    localCallPrice: 'Puhelun hinta on paikallisverkkomaksu tai matkapuhelinmaksu.',
  },
};
