import { pagePaths } from './page-paths';

describe('pagePaths', () => {
  it.each([
    ['fi', '/fi/kirjaudu', '/fi/katkennut-istunto', '/fi/asiointipolku'],
    ['sv', '/sv/loggain', '/sv/utgatt-session', '/sv/transaktionsbana'],
    ['en', '/en/login', '/en/expired-session', '/en/transaction-path'],
  ] as const)('gives the translated sign-in pages in %s', (lang, login, expired, transactionPath) => {
    expect(pagePaths.signIn.login(lang)).toBe(login);
    expect(pagePaths.signIn.expiredSession(lang)).toBe(expired);
    expect(pagePaths.home.transactionPath(lang)).toBe(transactionPath);
  });

  it('puts the return address and mode in the query', () => {
    expect(pagePaths.signIn.login('fi', { nextPath: '/fi/laskut?sivu=2', mode: 'mandate' })).toBe(
      '/fi/kirjaudu?nextPath=%2Ffi%2Flaskut%3Fsivu%3D2&mode=mandate',
    );
    expect(pagePaths.signIn.expiredSession('en', { next: '/en/invoices' })).toBe('/en/expired-session?next=%2Fen%2Finvoices');
    expect(pagePaths.home.transactionPath('sv', { error: 'disallowed' })).toBe('/sv/transaktionsbana?error=disallowed');
  });

  // The spec's addresses (account doc section 2, booking doc section 2), one page of each kind.
  it.each([
    ['front page', () => pagePaths.home.front('fi'), '/fi'],
    ['new conversation fi', () => pagePaths.messaging.newConversation('fi'), '/fi/viestit/uusi'],
    ['new conversation sv', () => pagePaths.messaging.newConversation('sv'), '/sv/meddelanden/ny'],
    ['new conversation en', () => pagePaths.messaging.newConversation('en'), '/en/conversations/new'],
    ['a conversation', () => pagePaths.messaging.conversation('fi', 42), '/fi/viestit/42'],
    ['conversations, second page', () => pagePaths.messaging.list('en', 1), '/en/conversations?page=1'],
    ['conversations, first page', () => pagePaths.messaging.list('en', 0), '/en/conversations'],
    ['lab result fi', () => pagePaths.labImaging.labResult('fi', '2026-11-30'), '/fi/laboratoriotulos/2026-11-30'],
    ['lab result sv', () => pagePaths.labImaging.labResult('sv', '2026-11-30'), '/sv/laboratorieresultat/2026-11-30'],
    ['lab referral', () => pagePaths.labImaging.labReferral('en', 7), '/en/laboratoryreferral/7'],
    ['imaging result', () => pagePaths.labImaging.imagingResult('fi', '2026-11-30'), '/fi/kuvantaminen/2026-11-30'],
    ['imaging referral', () => pagePaths.labImaging.imagingReferral('sv', 3), '/sv/bildbehandlingremiss/3'],
    ['appointments', () => pagePaths.appointments.appointment('fi', [12, 13]), '/fi/ajanvaraukset/12,13'],
    ['anonymous appointment', () => pagePaths.appointments.anonymousAppointment('sv', 'a-b_c'), '/sv/bokning/a-b_c'],
    ['invoice summary', () => pagePaths.invoices.summary('sv', 5), '/sv/fakturor/oversikt/5'],
    ['pay', () => pagePaths.invoices.pay('fi', '100200'), '/fi/maksa/100200'],
    ['payment return', () => pagePaths.invoices.payment('en', 5), '/en/payment/5'],
    ['pay a visit', () => pagePaths.invoices.payVisit('fi'), '/fi/maksa-kaynti'],
    ['invoices, third page', () => pagePaths.invoices.list('fi', 2), '/fi/laskut?page=2'],
    ['renewal', () => pagePaths.prescriptions.renewal('fi', [1, 2]), '/fi/reseptin-uusinta/1,2'],
    ['a visit', () => pagePaths.visits.visit('sv', 9), '/sv/besoken/9'],
    ['a questionnaire', () => pagePaths.questionnaires.questionnaire('en', 4), '/en/questionnaires/4'],
    ['booking landing', () => pagePaths.booking.landing('sv'), '/sv/tidsbokning'],
    ['private list', () => pagePaths.booking.customerType('fi', 'private'), '/fi/ajanvaraus/yksityisasiakas'],
    ['reservation', () => pagePaths.booking.reservation('fi', 77, '?a=1'), '/fi/ajanvaraus/varaa/77?a=1'],
    ['anonymous reservation', () => pagePaths.booking.anonymousReservation('en', 77), '/en/anonymous-users/reserve/77'],
    ['registration', () => pagePaths.booking.registration('fi', '/fi'), '/fi/rekisterointi?next=%2Ffi'],
    ['consent', () => pagePaths.booking.consent('sv'), '/sv/behandling-av-patientuppgifter'],
    ['new customer', () => pagePaths.booking.newCustomer('sv'), '/sv/tidsbokning/ny-kund'],
    ['occupational landing', () => pagePaths.occupationalBooking.landing('fi'), '/fi/ajanvaraus/tyoterveys'],
    ['occupational list', () => pagePaths.occupationalBooking.search('en', '?x=1'), '/en/occupational-healthcare/available-appointments?x=1'],
    ['occupational vaccinations', () => pagePaths.occupationalBooking.vaccinations('sv'), '/sv/foretagshalsovard/vaccinationer'],
    ['specialty search', () => pagePaths.occupationalBooking.specialtySearch('fi', ['a', 'b']), '/fi/tyoterveys/vapaat-ajat?specialtyIds=a&specialtyIds=b'],
    ['my information', () => pagePaths.account.myInformation('en', { saveAction: 'x' }), '/en/my-information?saveAction=x'],
    ['authentication', () => pagePaths.mfa.authentication('fi', { next: '/fi' }), '/fi/tunnistautuminen?next=%2Ffi'],
    ['team', () => pagePaths.occupationalHealth.team('fi'), '/fi/tyoterveystiimi'],
    ['memo', () => pagePaths.occupationalHealth.employeeMemo('sv'), '/sv/arbetstagarens-promemoria'],
    ['help in Finnish', () => pagePaths.info.help('fi'), '/fi/ohjeita'],
    ['no help in Swedish', () => pagePaths.info.help('sv'), undefined],
    ['terms', () => pagePaths.info.terms('sv'), '/sv/eula'],
  ])('%s', (_name, build, expected) => {
    expect(build()).toBe(expected);
  });
});
