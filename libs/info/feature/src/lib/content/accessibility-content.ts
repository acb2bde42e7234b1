import type { Lang } from '@portal/shared/i18n';
import type { ContentBlock, ContentSection } from '@portal/shared/ui';
import { list, paragraph as p } from '@portal/shared/ui';

/**
 * The accessibility statement (Act 306/2019 on the provision of digital services),
 * in the order of the supervisory authority's model statement: the service, the status of
 * compliance, the content that is not accessible, how accessibility was assessed, feedback, the
 * enforcement procedure and the statement's dates. Legal text is content rather than interface
 * strings: kept whole per language here, with the brand's name and the limitations that the
 * brand has (its configuration) filled in. The form's own texts are catalog messages. The dates
 * (drawn up and last updated, 25.11.2026) are in `statementInfo` of each language.
 */

/** The brand's facts that the statement depends on. */
export interface StatementBrand {
  name: string;
  customerServicePhone: string;
  /** The terms of use are in Finnish only (the children's brand). */
  termsInFinnishOnly: boolean;
  /** The sickness fund page exists (the brand of occupational health care); it is in Finnish only. */
  hasSicknessFund: boolean;
  /** Certificates are downloaded as PDFs too (not in the children's brand). */
  hasCertificates: boolean;
}

export interface SupervisorContact {
  heading: string;
  name: string;
  unit: string;
  website: { href: string; text: string };
  email: string;
  phone: { text: string; href: string };
}

export interface AccessibilityStatementContent {
  intro: readonly ContentBlock[];
  /** Status of compliance, content that is not accessible, how it was assessed. */
  sections: readonly ContentSection[];
  /** Followed by the feedback form. */
  feedback: ContentSection;
  enforcement: ContentSection & { supervisor: SupervisorContact };
  statementInfo: ContentSection;
}

type StatementFor = (brand: StatementBrand) => AccessibilityStatementContent;

const supervisorEmail = 'saavutettavuus@traficom.fi';
const supervisorPhoneHref = 'tel:+358295345000';

const fi: StatementFor = (brand) => ({
  intro: [
    p(
      `Tämä saavutettavuusseloste koskee asiointipalvelua ${brand.name}, jossa voit varata aikoja, katsoa terveystietojasi, ` +
        'maksaa laskuja ja hoitaa omia tietojasi. Saavutettavuusvaatimuksista säädetään digitaalisten palvelujen tarjoamisesta ' +
        'annetussa laissa (306/2019).',
    ),
    p('Tavoitteemme on, että palvelu täyttää WCAG 2.2 -ohjeiston AA-tason vaatimukset ja että kuka tahansa voi käyttää sitä.'),
  ],
  sections: [
    {
      heading: 'Saavutettavuuden tila',
      blocks: [p('Palvelu täyttää saavutettavuusvaatimukset osittain. Tiedossamme olevat puutteet on lueteltu alla.')],
    },
    {
      heading: 'Sisältö, joka ei ole saavutettavaa',
      blocks: [
        list(
          'Ohjeet-sivu (/fi/ohjeita) on vain suomeksi. Ruotsin- ja englanninkielisestä palvelusta sivulle ei ole linkkiä.',
          ...(brand.hasSicknessFund ? ['Sairauskassan sivu on vain suomeksi.'] : []),
          ...(brand.termsInFinnishOnly
            ? ['Käyttöehdot ovat vain suomeksi. Ruotsin- ja englanninkielisessä palvelussa ne on merkitty suomenkielisiksi.']
            : []),
          `${brand.hasCertificates ? 'Laskut, kuitit ja todistukset' : 'Laskut ja kuitit'} ladataan PDF-tiedostoina. Ne on tehty ` +
            'rakenteisiksi PDF/UA-tiedostoiksi (kieli, otsikot ja taulukot on merkitty), mutta niiden vaatimustenmukaisuutta ei ole ' +
            'tarkistettu PDF/UA-validointityökalulla.',
        ),
        p('Suomenkielinen sisältö on merkitty suomenkieliseksi, joten ruudunlukija lukee sen oikealla kielellä.'),
      ],
    },
    {
      heading: 'Miten saavutettavuus on arvioitu',
      blocks: [
        p(
          'Saavutettavuus on arvioitu itsearviointina. Palvelun automaattitesteissä jokainen sivu tarkistetaan axe-työkalulla ' +
            '(WCAG 2.0-, 2.1- ja 2.2-ohjeistojen A- ja AA-tason säännöt) kummankin brändin ulkoasussa. Lisäksi palvelua on testattu ' +
            'käyttämällä sitä pelkällä näppäimistöllä.',
        ),
        p('Arviointiin ei ole sisältynyt ulkopuolisen asiantuntijan auditointia eikä ruudunlukijakäyttäjien testausta.'),
      ],
    },
  ],
  feedback: {
    heading: 'Anna palautetta saavutettavuudesta',
    blocks: [
      p(
        'Huomasitko palvelussa saavutettavuuspuutteen tai tarvitsetko sisältöä toisessa muodossa? Kerro siitä meille alla olevalla ' +
          'lomakkeella. Vastaamme 14 päivän kuluessa.',
      ),
      p('Voit antaa palautetta myös nimettömänä. Jos haluat vastauksen, kirjoita sähköpostiosoitteesi.'),
      p(`Voit myös soittaa asiakaspalveluumme: ${brand.customerServicePhone}.`),
    ],
  },
  enforcement: {
    heading: 'Valvontaviranomainen',
    blocks: [
      p(
        'Jos et ole tyytyväinen saamaasi vastaukseen tai et saa vastausta lainkaan 14 päivän kuluessa, voit tehdä ilmoituksen ' +
          'valvontaviranomaiselle. Valvontaviranomaisen sivuilla kerrotaan tarkasti, miten ilmoituksen voi tehdä ja miten asia käsitellään.',
      ),
    ],
    supervisor: {
      heading: 'Valvontaviranomaisen yhteystiedot',
      name: 'Liikenne- ja viestintävirasto Traficom',
      unit: 'Digitaalisen esteettömyyden ja saavutettavuuden valvontayksikkö',
      website: { href: 'https://www.saavutettavuusvaatimukset.fi', text: 'www.saavutettavuusvaatimukset.fi' },
      email: supervisorEmail,
      phone: { text: 'puhelinvaihde 029 534 5000', href: supervisorPhoneHref },
    },
  },
  statementInfo: {
    heading: 'Selosteen tiedot',
    blocks: [p('Tämä seloste on laadittu 25.11.2026.'), p('Selostetta on päivitetty viimeksi 25.11.2026.')],
  },
});

const sv: StatementFor = (brand) => ({
  intro: [
    p(
      `Detta tillgänglighetsutlåtande gäller e-tjänsten ${brand.name}, där du kan boka tider, se dina hälsouppgifter, ` +
        'betala fakturor och sköta dina egna uppgifter. Bestämmelser om tillgänglighetskraven finns i lagen om tillhandahållande ' +
        'av digitala tjänster (306/2019).',
    ),
    p('Vårt mål är att tjänsten uppfyller kraven på nivå AA i riktlinjerna WCAG 2.2 och att vem som helst kan använda den.'),
  ],
  sections: [
    {
      heading: 'Tillgänglighetsstatus',
      blocks: [p('Tjänsten uppfyller tillgänglighetskraven delvis. De brister vi känner till anges nedan.')],
    },
    {
      heading: 'Innehåll som inte är tillgängligt',
      blocks: [
        list(
          'Hjälpsidan (/fi/ohjeita) finns endast på finska. Den svenska och den engelska tjänsten länkar inte till den.',
          ...(brand.hasSicknessFund ? ['Sjukkassans sida finns endast på finska.'] : []),
          ...(brand.termsInFinnishOnly ? ['Användarvillkoren finns endast på finska. I den svenska tjänsten är de märkta som finska.'] : []),
          `${brand.hasCertificates ? 'Fakturor, kvitton och intyg' : 'Fakturor och kvitton'} laddas ned som PDF-filer. De är ` +
            'strukturerade PDF/UA-filer (språk, rubriker och tabeller är märkta), men deras överensstämmelse med kraven har inte ' +
            'kontrollerats med ett valideringsverktyg för PDF/UA.',
        ),
        p('Finskt innehåll är märkt som finska, så att en skärmläsare läser det på rätt språk.'),
      ],
    },
    {
      heading: 'Hur tillgängligheten har bedömts',
      blocks: [
        p(
          'Tillgängligheten har bedömts genom självbedömning. I tjänstens automatiska tester kontrolleras varje sida med verktyget ' +
            'axe (reglerna på nivå A och AA i WCAG 2.0, 2.1 och 2.2) i båda varumärkenas utseende. Dessutom har tjänsten testats ' +
            'genom att använda den med enbart tangentbord.',
        ),
        p('Bedömningen har inte omfattat någon granskning av en extern expert eller tester med skärmläsaranvändare.'),
      ],
    },
  ],
  feedback: {
    heading: 'Ge respons om tillgängligheten',
    blocks: [
      p(
        'Märkte du en tillgänglighetsbrist i tjänsten eller behöver du innehåll i ett annat format? Berätta det för oss med ' +
          'formuläret nedan. Vi svarar inom 14 dagar.',
      ),
      p('Du kan också ge respons anonymt. Om du vill ha svar, skriv din e-postadress.'),
      p(`Du kan också ringa vår kundtjänst: ${brand.customerServicePhone}.`),
    ],
  },
  enforcement: {
    heading: 'Tillsynsmyndighet',
    blocks: [
      p(
        'Om du inte är nöjd med svaret du fått eller inte får något svar alls inom 14 dagar, kan du göra en anmälan till ' +
          'tillsynsmyndigheten. På tillsynsmyndighetens webbplats finns detaljerad information om hur du gör en anmälan och hur ' +
          'ärendet handläggs.',
      ),
    ],
    supervisor: {
      heading: 'Tillsynsmyndighetens kontaktuppgifter',
      name: 'Transport- och kommunikationsverket Traficom',
      unit: 'Enheten för tillsyn över digital tillgänglighet',
      website: { href: 'https://www.tillganglighetskrav.fi', text: 'www.tillganglighetskrav.fi' },
      email: supervisorEmail,
      phone: { text: 'telefonväxel 029 534 5000', href: supervisorPhoneHref },
    },
  },
  statementInfo: {
    heading: 'Information om utlåtandet',
    blocks: [p('Detta utlåtande har upprättats den 25.11.2026.'), p('Utlåtandet har senast uppdaterats den 25.11.2026.')],
  },
});

const en: StatementFor = (brand) => ({
  intro: [
    p(
      `This accessibility statement concerns the ${brand.name} online service, where you can book appointments, see your ` +
        'health information, pay invoices and manage your own details. The accessibility requirements are laid down in the Act ' +
        'on the Provision of Digital Services (306/2019).',
    ),
    p('Our aim is that the service meets the requirements of level AA of the WCAG 2.2 guidelines and that anyone can use it.'),
  ],
  sections: [
    {
      heading: 'Status of compliance',
      blocks: [p('The service partially meets the accessibility requirements. The shortcomings we know of are listed below.')],
    },
    {
      heading: 'Content that is not accessible',
      blocks: [
        list(
          'The help page (/fi/ohjeita) is in Finnish only. The Swedish and English versions of the service do not link to it.',
          ...(brand.hasSicknessFund ? ['The sickness fund page is in Finnish only.'] : []),
          ...(brand.termsInFinnishOnly ? ['The terms of use are in Finnish only. In the English version of the service they are marked as Finnish.'] : []),
          `${brand.hasCertificates ? 'Invoices, receipts and certificates' : 'Invoices and receipts'} are downloaded as PDF files. ` +
            'They are tagged PDF/UA files (language, headings and tables are marked), but their conformance has not been checked ' +
            'with a PDF/UA validator.',
        ),
        p('Finnish content is marked as Finnish, so that a screen reader reads it in the right language.'),
      ],
    },
    {
      heading: 'How accessibility was assessed',
      blocks: [
        p(
          "Accessibility was assessed by self-assessment. In the service's automated tests every page is checked with the axe tool " +
            "(the level A and AA rules of WCAG 2.0, 2.1 and 2.2) in both brands' appearance. The service has also been tested by " +
            'using it with the keyboard alone.',
        ),
        p('The assessment did not include an audit by an outside expert or testing with screen reader users.'),
      ],
    },
  ],
  feedback: {
    heading: 'Give feedback on accessibility',
    blocks: [
      p(
        'Did you notice an accessibility problem in the service, or do you need content in another format? Tell us with the form ' +
          'below. We answer within 14 days.',
      ),
      p('You may also give feedback anonymously. If you would like an answer, write your e-mail address.'),
      p(`You can also call our customer service: ${brand.customerServicePhone}.`),
    ],
  },
  enforcement: {
    heading: 'Enforcement procedure',
    blocks: [
      p(
        'If you are not satisfied with the answer you received, or you receive no answer within 14 days, you can notify the ' +
          "supervisory authority. The supervisory authority's website explains in detail how to make a notification and how it " +
          'is handled.',
      ),
    ],
    supervisor: {
      heading: 'Contact details of the supervisory authority',
      name: 'Finnish Transport and Communications Agency Traficom',
      unit: 'Digital Accessibility Supervision Unit',
      website: { href: 'https://www.webaccessibility.fi', text: 'www.webaccessibility.fi' },
      email: supervisorEmail,
      phone: { text: 'telephone switchboard +358 29 534 5000', href: supervisorPhoneHref },
    },
  },
  statementInfo: {
    heading: 'About this statement',
    blocks: [p('This statement was drawn up on 25 November 2026.'), p('The statement was last updated on 25 November 2026.')],
  },
});

export const accessibilityContent: Record<Lang, StatementFor> = { fi, sv, en };
