import type { Lang } from '@portal/shared/i18n';
import type { ContentSection } from '@portal/shared/ui';
import { list, paragraph as p } from '@portal/shared/ui';

/**
 * The terms of use of the portal, per language and with the brand's name. Legal text is content
 * rather than interface strings: it is kept whole per language here, not in the catalogs sentence
 * by sentence. The children's brand shows the Finnish text in every language (its `termsLanguage`).
 */
export interface TermsContent {
  sections: readonly ContentSection[];
}

type TermsFor = (brandName: string) => TermsContent;

const fi: TermsFor = (brand) => ({
  sections: [
    {
      heading: 'Palvelun käyttö',
      blocks: [
        p(
          `Tässä asiointipalvelussa (${brand}) voit varata ja hallita vastaanottoaikoja, katsoa omia terveystietojasi, maksaa laskuja ` +
            'ja päivittää yhteystietojasi. Käyttämällä palvelua hyväksyt nämä käyttöehdot.',
        ),
        p('Palvelu ei sovellu kiireellisiin asioihin. Hätätilanteessa soita 112.'),
      ],
    },
    {
      heading: 'Tunnistautuminen',
      blocks: [
        p(
          'Omiin tietoihisi pääset vain vahvalla sähköisellä tunnistautumisella (pankkitunnukset tai mobiilivarmenne). ' +
            'Jos otat tekstiviestitunnistautumisen käyttöön, voit jatkaa vanhentunutta istuntoa puhelimeesi lähetetyllä koodilla.',
        ),
        list(
          'Älä luovuta tunnuksiasi tai koodejasi muille.',
          'Kirjaudu ulos, kun lopetat asioinnin.',
          'Ilmoita asiakaspalveluun, jos epäilet tunnuksiesi joutuneen vääriin käsiin.',
        ),
      ],
    },
    {
      heading: 'Asiointi lapsen puolesta',
      blocks: [
        p(
          'Huoltaja voi asioida alle 12-vuotiaan lapsensa puolesta. Puolesta asioinnin oikeus tarkistetaan kansallisesta ' +
            'puolesta asioinnin palvelusta. 12 vuotta täyttänyt asioi omilla tunnuksillaan.',
        ),
      ],
    },
    {
      heading: 'Henkilötietojen käsittely',
      blocks: [
        p(
          'Käsittelemme henkilö- ja terveystietojasi EU:n yleisen tietosuoja-asetuksen ja potilastietoja koskevan lainsäädännön mukaisesti. ' +
            'Voit antaa ja muuttaa tietojen luovutusta koskevat suostumuksesi Omat tiedot -sivulla.',
        ),
      ],
    },
    {
      heading: 'Maksut',
      blocks: [
        p(
          'Verkkomaksut välittää maksunvälittäjä. Maksun hyväksymisen jälkeen maksu kirjataan laskullesi. ' +
            'Palautuksista ja laskuja koskevista kysymyksistä huolehtii asiakaspalvelu.',
        ),
      ],
    },
    {
      heading: 'Palvelun saatavuus ja ehtojen muutokset',
      blocks: [
        p(
          'Pyrimme pitämään palvelun käytettävissä jatkuvasti, mutta huolto- ja häiriötilanteissa palvelu voi olla tilapäisesti poissa käytöstä. ' +
            'Voimme muuttaa näitä ehtoja. Kerromme olennaisista muutoksista palvelussa.',
        ),
      ],
    },
  ],
});

const sv: TermsFor = (brand) => ({
  sections: [
    {
      heading: 'Användning av tjänsten',
      blocks: [
        p(
          `I ${brand}s e-tjänst kan du boka och hantera tider, se dina egna hälsouppgifter, betala fakturor ` +
            'och uppdatera dina kontaktuppgifter. Genom att använda tjänsten godkänner du dessa användarvillkor.',
        ),
        p('Tjänsten lämpar sig inte för brådskande ärenden. Ring 112 i nödsituationer.'),
      ],
    },
    {
      heading: 'Identifiering',
      blocks: [
        p(
          'Du kommer åt dina egna uppgifter endast med stark elektronisk identifiering (bankkoder eller mobilcertifikat). ' +
            'Om du tar i bruk identifiering med sms kan du fortsätta en utgången session med en kod som skickas till din telefon.',
        ),
        list(
          'Ge inte dina koder till andra.',
          'Logga ut när du är klar.',
          'Kontakta kundtjänsten om du misstänker att dina koder har hamnat i fel händer.',
        ),
      ],
    },
    {
      heading: 'Att sköta ärenden för ett barn',
      blocks: [
        p(
          'En vårdnadshavare kan sköta ärenden för sitt barn under 12 år. Rätten kontrolleras i den nationella tjänsten ' +
            'för ärenden för någon annans räkning. Den som fyllt 12 år använder sina egna koder.',
        ),
      ],
    },
    {
      heading: 'Behandling av personuppgifter',
      blocks: [
        p(
          'Vi behandlar dina person- och hälsouppgifter enligt EU:s allmänna dataskyddsförordning och lagstiftningen om patientuppgifter. ' +
            'Du kan ge och ändra dina samtycken till utlämnande av uppgifter på sidan Mina uppgifter.',
        ),
      ],
    },
    {
      heading: 'Betalningar',
      blocks: [
        p(
          'Nätbetalningar förmedlas av en betalningsförmedlare. När betalningen har godkänts bokförs den på din faktura. ' +
            'Kundtjänsten sköter återbetalningar och frågor om fakturor.',
        ),
      ],
    },
    {
      heading: 'Tjänstens tillgänglighet och ändringar av villkoren',
      blocks: [
        p(
          'Vi strävar efter att hålla tjänsten tillgänglig hela tiden, men vid underhåll och störningar kan den tillfälligt vara ur bruk. ' +
            'Vi kan ändra dessa villkor. Vi informerar om väsentliga ändringar i tjänsten.',
        ),
      ],
    },
  ],
});

const en: TermsFor = (brand) => ({
  sections: [
    {
      heading: 'Using the service',
      blocks: [
        p(
          `In the ${brand} online service you can book and manage appointments, see your own health information, pay invoices ` +
            'and update your contact details. By using the service you accept these terms of use.',
        ),
        p('The service is not meant for urgent matters. In an emergency, call 112.'),
      ],
    },
    {
      heading: 'Identification',
      blocks: [
        p(
          'You can reach your own information only with strong electronic identification (online banking codes or a mobile certificate). ' +
            'If you turn on SMS authentication, you can continue an expired session with a code sent to your phone.',
        ),
        list(
          'Do not give your codes to anyone else.',
          'Log out when you are done.',
          'Contact customer service if you suspect that someone else has your codes.',
        ),
      ],
    },
    {
      heading: 'Acting for a child',
      blocks: [
        p(
          'A guardian may act for their child under 12. The right to do so is checked from the national service for acting on ' +
            "another person's behalf. From the age of 12, a person signs in with their own codes.",
        ),
      ],
    },
    {
      heading: 'Processing of personal data',
      blocks: [
        p(
          'We process your personal and health data under the EU General Data Protection Regulation and the legislation on patient data. ' +
            'You can give and change your consents to disclosing data on the My information page.',
        ),
      ],
    },
    {
      heading: 'Payments',
      blocks: [
        p(
          'Online payments are handled by a payment service provider. Once a payment is accepted, it is recorded on your invoice. ' +
            'Customer service handles refunds and questions about invoices.',
        ),
      ],
    },
    {
      heading: 'Availability of the service and changes to the terms',
      blocks: [
        p(
          'We aim to keep the service available at all times, but during maintenance and disruptions it may be temporarily unavailable. ' +
            'We may change these terms. We announce significant changes in the service.',
        ),
      ],
    },
  ],
});

export const termsContent: Record<Lang, TermsFor> = { fi, sv, en };
