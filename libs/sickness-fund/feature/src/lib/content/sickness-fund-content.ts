/**
 * The sickness fund's information, in Finnish only (account doc sections 2 and 9): the fund's
 * members are employees in Finland and the fund publishes its rules in Finnish. It is content, not
 * interface text, so it lives here as typed data rather than in the message catalogs; the page
 * renders it with `lang="fi"` in every language and says so in Swedish and English.
 */
import type { ContentBlock, ContentSection, FaqEntry } from '@portal/shared/ui';
import { list, paragraph } from '@portal/shared/ui';

/** One row of the compensation table: what the member pays and the fund's limits. */
export interface CompensationRow {
  service: string;
  ownShare: string;
  limits: string;
}

export interface SicknessFundContent {
  overview: readonly ContentSection[];
  compensation: {
    heading: string;
    intro: string;
    columns: { service: string; ownShare: string; limits: string };
    rows: readonly CompensationRow[];
    notes: readonly ContentBlock[];
  };
  instructions: readonly ContentSection[];
  faq: { heading: string; entries: readonly FaqEntry[] };
}

const p = paragraph;

/** The content with the brand's customer service number in the instructions. */
export const sicknessFundContent = (customerServicePhone: string): SicknessFundContent => ({
  overview: [
    {
      heading: 'Mikä sairauskassa on?',
      blocks: [
        p('Sairauskassa korvaa jäsentensä sairaanhoitokuluja. Jäsenyys perustuu työsuhteeseen työnantajasi palveluksessa.'),
        p('Sairauskassan jäsenenä maksat korvattavista palveluista vain omavastuusi korvauskäytäntöjen mukaan.'),
      ],
    },
    {
      heading: 'Tältä sivulta löydät',
      blocks: [
        list(
          'Korvauskäytännöt: omavastuut ja korvausten enimmäismäärät palveluittain',
          'Ohjeet: ajanvaraus, asiointi ja asiakaspalvelun aukioloajat',
          'Usein kysyttyä: vastauksia yleisimpiin kysymyksiin',
        ),
      ],
    },
  ],
  compensation: {
    heading: 'Korvauskäytännöt',
    intro: 'Omavastuut ja korvausten enimmäismäärät ovat voimassa 1.1.2024 alkaen.',
    columns: { service: 'Palvelu', ownShare: 'Jäsenen omavastuu', limits: 'Rajoitukset' },
    rows: [
      { service: 'Sairaanhoitajan vastaanotto', ownShare: '5 €', limits: 'Ei rajoitusta' },
      {
        service: 'Yleislääkärin vastaanotto',
        ownShare: '15 €',
        limits: 'Enintään 12 käyntiä kalenterivuodessa 1.1.2024 alkaen',
      },
      {
        service: 'Erikoislääkärin vastaanotto',
        ownShare: '50 %',
        limits: 'Sairauskassa korvaa enintään 200 € käyntiä kohden, enintään kaksi käyntiä vuodessa',
      },
      {
        service: 'Toimenpiteet',
        ownShare: '50 % toimenpiteen laitososuudesta',
        limits: 'Sairauskassa korvaa enintään 300 €',
      },
      { service: 'Laboratorio- ja kuvantamistutkimukset', ownShare: '50 %', limits: 'Ei rajoitusta' },
      { service: 'Lyhytpsykoterapia', ownShare: '0 %', limits: 'Enintään 10 kertaa hoitojakson aikana' },
      { service: 'Fysioterapia', ownShare: '50 %', limits: 'Sairauskassa korvaa enintään 500 € vuodessa' },
    ],
    notes: [p('Kun korvauksen tai käyntien enimmäismäärä täyttyy, maksat loput kulut itse.')],
  },
  instructions: [
    {
      heading: 'Ajanvaraus',
      blocks: [
        p('Varaa aika tämän palvelun ajanvarauksesta tai soittamalla asiakaspalveluun. Kerro varatessasi, että olet sairauskassan jäsen.'),
      ],
    },
    {
      heading: 'Asiakaspalvelu',
      blocks: [
        p(`Puhelinpalvelu ${customerServicePhone} palvelee arkisin klo 7–21 ja viikonloppuisin klo 9–18.`),
        p('Chat palvelee arkisin klo 8–20 ja viikonloppuisin klo 10–16.'),
        p('Viesteihin vastataan yhden arkipäivän kuluessa.'),
      ],
    },
  ],
  faq: {
    heading: 'Usein kysyttyä',
    entries: [
      {
        question: 'Miten tiedän, olenko sairauskassan jäsen?',
        answer: [
          p(
            'Tämä sivu näkyy vain sairauskassan jäsenille. Jos olet mielestäsi jäsen mutta et näe sivua, ' +
              'ota yhteyttä työnantajasi henkilöstöhallintoon.',
          ),
        ],
      },
      {
        question: 'Paljonko maksan yleislääkärin käynnistä?',
        answer: [p('Omavastuu on 15 € käynniltä. Sairauskassa korvaa enintään 12 käyntiä kalenterivuodessa.')],
      },
      {
        question: 'Korvataanko psykoterapia?',
        answer: [p('Lyhytpsykoterapia on jäsenelle maksutonta (omavastuu 0 %) enintään 10 kertaa hoitojakson aikana.')],
      },
      {
        question: 'Mitä tapahtuu, kun vuoden enimmäismäärä täyttyy?',
        answer: [p('Maksat loput saman kalenterivuoden kulut itse. Enimmäismäärät alkavat alusta seuraavan vuoden alussa.')],
      },
      {
        question: 'Kuinka nopeasti viestiini vastataan?',
        answer: [p('Viesteihin vastataan yhden arkipäivän kuluessa.')],
      },
    ],
  },
});
