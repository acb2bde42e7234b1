import type { Lang } from '@portal/shared/i18n';
import type { ContentSection } from '@portal/shared/ui';
import { list, paragraph as p } from '@portal/shared/ui';

/**
 * The privacy notice of the portal (GDPR articles 13 and 14), per language and with the brand's
 * name: what is processed, why and on what basis, who receives it, how long it is kept and the
 * patient's rights. Legal text is content rather than interface strings, kept whole per language
 * as the terms are. Every brand shows it in the page's language (decision 0050).
 */
export interface PrivacyContent {
  sections: readonly ContentSection[];
}

type PrivacyFor = (brandName: string, customerServicePhone: string) => PrivacyContent;

const fi: PrivacyFor = (brand, phone) => ({
  sections: [
    {
      heading: 'Rekisterinpitäjä',
      blocks: [
        p(
          `Rekisterinpitäjä on ${brand}. Tietosuojaa koskevissa asioissa voit ottaa yhteyttä asiakaspalveluumme (${phone}), ` +
            'joka välittää asian tietosuojavastaavallemme.',
        ),
      ],
    },
    {
      heading: 'Mitä tietoja käsittelemme',
      blocks: [
        list(
          'Henkilö- ja yhteystiedot: nimi, henkilötunnus, osoite, puhelinnumero, sähköpostiosoite ja asiointikieli, lapsen kohdalla myös huoltajien yhteystiedot.',
          'Potilastiedot: ajanvaraukset, käynnit ja niiden kirjaukset, laboratorio- ja kuvantamistulokset, lähetteet, reseptit, rokotukset, todistukset ja kyselyjen vastaukset.',
          'Viestit hoitotiimin kanssa liitteineen.',
          'Laskut ja maksut sekä Kela-kortin kuva, jos lisäät sen.',
          'Suostumuksesi ja luvat, kuten tietojen luovutusta ja tekstiviestejä koskevat valinnat.',
          'Asioinnin tekniset tiedot: kirjautumistapa, istunnon ajat ja tekstiviestitunnistautumisen puhelinnumero.',
        ),
      ],
    },
    {
      heading: 'Miksi ja millä perusteella',
      blocks: [
        p(
          'Käsittelemme tietoja terveydenhuollon järjestämiseksi ja toteuttamiseksi, ajanvarausta, laskutusta ja asiakasviestintää varten sekä ' +
            'lakisääteisten velvoitteidemme täyttämiseksi. Käsittely perustuu lakisääteiseen velvoitteeseen ja terveydenhuollon ' +
            'ammattihenkilön toimintaan (EU:n yleinen tietosuoja-asetus, 6 artiklan 1 kohdan c alakohta ja 9 artiklan 2 kohdan h alakohta), ' +
            'potilaan asemasta ja oikeuksista annettuun lakiin sekä sosiaali- ja terveydenhuollon asiakastietojen käsittelystä annettuun lakiin. ' +
            'Tekstiviestimuistutukset ja tietojen luovutukset, joihin tarvitaan suostumuksesi, perustuvat suostumukseen, jonka voit perua Omat tiedot -sivulla.',
        ),
      ],
    },
    {
      heading: 'Kenelle tietoja luovutetaan',
      blocks: [
        p(
          'Potilastiedot tallennetaan valtakunnallisiin Kanta-palveluihin lain mukaan. Muille terveydenhuollon toimijoille tietoja luovutetaan ' +
            'suostumuksesi tai lain perusteella. Käytämme palvelun tuottamiseen tietojenkäsittelijöitä, kuten tekstiviestien ja sähköpostin ' +
            'välittäjää, maksunvälittäjää ja palvelinpalveluja, jotka käsittelevät tietoja vain meidän lukuumme ja sopimuksen mukaisesti.',
        ),
      ],
    },
    {
      heading: 'Kuinka kauan tietoja säilytetään',
      blocks: [
        list(
          'Potilasasiakirjat säilytetään potilasasiakirjoista annetun asetuksen mukaan, pääsääntöisesti 12 vuotta potilaan kuolemasta tai 120 vuotta syntymästä.',
          'Laskut ja maksutiedot säilytetään kirjanpitolain mukaan vähintään kuusi vuotta.',
          'Asioinnin tekniset tiedot, kuten istunnot ja tekstiviestikoodit, poistetaan, kun niitä ei enää tarvita, istunnot viimeistään päivän kuluttua niiden päättymisestä.',
        ),
      ],
    },
    {
      heading: 'Oikeutesi',
      blocks: [
        list(
          'Saat tietää, mitä tietoja sinusta käsitellään, ja saada niistä jäljennöksen.',
          'Saat pyytää virheellisen tiedon korjaamista. Yhteystietosi voit korjata itse Omat tiedot -sivulla.',
          'Saat tietää, kuka on käsitellyt tai katsonut potilastietojasi ja millä perusteella (lokitiedot).',
          'Saat perua antamasi suostumukset. Peruminen ei vaikuta sitä ennen tehtyyn käsittelyyn.',
          'Saat tehdä valituksen tietosuojavaltuutetulle, jos katsot, että tietojasi käsitellään lainvastaisesti.',
        ),
        p(`Pyynnöt voit esittää asiakaspalvelussamme (${phone}). Vastaamme pyyntöihin viimeistään kuukauden kuluessa.`),
      ],
    },
    {
      heading: 'Huoltajat ja lapset',
      blocks: [
        p(
          'Huoltaja voi asioida alle 12-vuotiaan lapsensa puolesta, ja lapsen tietoja käsitellään silloin huoltajan asioidessa. ' +
            '12 vuotta täyttänyt asioi omilla tunnuksillaan, ja hänen tietonsa näytetään vain hänelle itselleen.',
        ),
      ],
    },
  ],
});

const sv: PrivacyFor = (brand, phone) => ({
  sections: [
    {
      heading: 'Personuppgiftsansvarig',
      blocks: [
        p(
          `Personuppgiftsansvarig är ${brand}. I frågor om dataskydd kan du kontakta vår kundtjänst (${phone}), ` +
            'som förmedlar ärendet till vårt dataskyddsombud.',
        ),
      ],
    },
    {
      heading: 'Vilka uppgifter vi behandlar',
      blocks: [
        list(
          'Person- och kontaktuppgifter: namn, personbeteckning, adress, telefonnummer, e-postadress och kontaktspråk, för ett barn även vårdnadshavarnas kontaktuppgifter.',
          'Patientuppgifter: tidsbokningar, besök och anteckningar om dem, laboratorie- och bilddiagnostiksvar, remisser, recept, vaccinationer, intyg och svar på enkäter.',
          'Meddelanden med vårdteamet och deras bilagor.',
          'Fakturor och betalningar samt bilden av FPA-kortet om du lägger till den.',
          'Dina samtycken och tillstånd, till exempel valen om utlämnande av uppgifter och om textmeddelanden.',
          'Tekniska uppgifter om användningen: inloggningssätt, sessionernas tider och telefonnumret för sms-autentisering.',
        ),
      ],
    },
    {
      heading: 'Varför och på vilken grund',
      blocks: [
        p(
          'Vi behandlar uppgifterna för att ordna och ge hälso- och sjukvård, för tidsbokning, fakturering och kommunikation med dig samt ' +
            'för att fullgöra våra lagstadgade skyldigheter. Behandlingen grundar sig på lagstadgade skyldigheter och på yrkesutbildade ' +
            'personers verksamhet inom hälso- och sjukvården (EU:s allmänna dataskyddsförordning, artikel 6.1 c och artikel 9.2 h), ' +
            'lagen om patientens ställning och rättigheter och lagen om behandling av klientuppgifter inom social- och hälsovården. ' +
            'Påminnelser per textmeddelande och utlämnanden som kräver ditt samtycke grundar sig på samtycket, som du kan återkalla på sidan Mina uppgifter.',
        ),
      ],
    },
    {
      heading: 'Vem uppgifterna lämnas ut till',
      blocks: [
        p(
          'Patientuppgifterna sparas enligt lag i de nationella Kanta-tjänsterna. Till andra aktörer inom hälso- och sjukvården lämnas uppgifter ut ' +
            'med ditt samtycke eller med stöd av lag. För att producera tjänsten anlitar vi personuppgiftsbiträden, såsom förmedlare av textmeddelanden ' +
            'och e-post, betalningsförmedlare och servertjänster, som behandlar uppgifterna endast för vår räkning och enligt avtal.',
        ),
      ],
    },
    {
      heading: 'Hur länge uppgifterna sparas',
      blocks: [
        list(
          'Journalhandlingar sparas enligt förordningen om journalhandlingar, i regel 12 år efter patientens död eller 120 år efter födelsen.',
          'Fakturor och betalningsuppgifter sparas enligt bokföringslagen i minst sex år.',
          'Tekniska uppgifter om användningen, såsom sessioner och sms-koder, raderas när de inte längre behövs, sessioner senast ett dygn efter att de upphört.',
        ),
      ],
    },
    {
      heading: 'Dina rättigheter',
      blocks: [
        list(
          'Du har rätt att få veta vilka uppgifter om dig som behandlas och att få en kopia av dem.',
          'Du har rätt att begära att felaktiga uppgifter rättas. Dina kontaktuppgifter kan du själv rätta på sidan Mina uppgifter.',
          'Du har rätt att få veta vem som har behandlat eller tittat på dina patientuppgifter och på vilken grund (logguppgifter).',
          'Du har rätt att återkalla dina samtycken. Återkallandet påverkar inte behandlingen före det.',
          'Du har rätt att lämna in klagomål till dataombudsmannen om du anser att dina uppgifter behandlas i strid med lagen.',
        ),
        p(`Begäran kan du framföra till vår kundtjänst (${phone}). Vi svarar inom en månad.`),
      ],
    },
    {
      heading: 'Vårdnadshavare och barn',
      blocks: [
        p(
          'En vårdnadshavare kan sköta ärenden för sitt barn under 12 år, och då behandlas barnets uppgifter när vårdnadshavaren sköter ärenden. ' +
            'Den som har fyllt 12 år sköter sina ärenden med egna koder, och hens uppgifter visas bara för hen själv.',
        ),
      ],
    },
  ],
});

const en: PrivacyFor = (brand, phone) => ({
  sections: [
    {
      heading: 'Controller',
      blocks: [
        p(
          `The controller is ${brand}. For questions about data protection, contact our customer service (${phone}), ` +
            'who will pass the matter on to our data protection officer.',
        ),
      ],
    },
    {
      heading: 'What we process',
      blocks: [
        list(
          'Personal and contact details: name, personal identity code, address, phone number, e-mail address and language, and for a child also the guardians’ contact details.',
          'Patient data: appointments, visits and their records, laboratory and imaging results, referrals, prescriptions, vaccinations, certificates and answers to questionnaires.',
          'Messages with the care team and their attachments.',
          'Invoices and payments, and the photo of your Kela card if you add one.',
          'Your consents and permissions, such as your choices on disclosing data and on text messages.',
          'Technical data of your use of the service: how you signed in, the times of your sessions and the phone number for SMS authorization.',
        ),
      ],
    },
    {
      heading: 'Why, and on what basis',
      blocks: [
        p(
          'We process the data to arrange and provide health care, for booking, invoicing and communicating with you, and to meet our legal ' +
            'obligations. The processing is based on legal obligations and on the work of health care professionals (the EU General Data ' +
            'Protection Regulation, Article 6(1)(c) and Article 9(2)(h)), the Act on the Status and Rights of Patients and the Act on the ' +
            'Processing of Client Data in Healthcare and Social Welfare. Text message reminders and disclosures that need your consent are ' +
            'based on that consent, which you can withdraw on the My information page.',
        ),
      ],
    },
    {
      heading: 'Who receives the data',
      blocks: [
        p(
          'Patient data is stored in the national Kanta services as the law requires. Other health care providers receive data with your ' +
            'consent or where the law provides for it. To provide the service we use processors, such as text message and e-mail providers, ' +
            'a payment service and hosting services, which process the data only on our behalf and under contract.',
        ),
      ],
    },
    {
      heading: 'How long the data is kept',
      blocks: [
        list(
          'Patient records are kept as the decree on patient records requires, as a rule 12 years after the patient’s death or 120 years after birth.',
          'Invoices and payment details are kept for at least six years, as the Accounting Act requires.',
          'Technical data of your use of the service, such as sessions and SMS codes, is deleted once no longer needed, sessions at the latest a day after they end.',
        ),
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        list(
          'You may know what data about you is processed and get a copy of it.',
          'You may ask for wrong data to be corrected. You can correct your contact details yourself on the My information page.',
          'You may know who has processed or viewed your patient data, and on what grounds (the log data).',
          'You may withdraw your consents. Withdrawing does not affect the processing before it.',
          'You may lodge a complaint with the Data Protection Ombudsman if you consider that your data is processed unlawfully.',
        ),
        p(`You can make your requests to our customer service (${phone}). We answer within one month.`),
      ],
    },
    {
      heading: 'Guardians and children',
      blocks: [
        p(
          'A guardian may act for their child under 12, and the child’s data is then processed while the guardian acts for them. ' +
            'From the age of 12 a person signs in with their own credentials, and their data is shown to them only.',
        ),
      ],
    },
  ],
});

export const privacyContent: Record<Lang, PrivacyFor> = { fi, sv, en };
