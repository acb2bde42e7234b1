import { compareWithSchema, variantsOf } from '@portal/shared/contracts/testing';
import { aFrontPage, aTimelineItem } from '../testing';
import { FrontPageCheck } from './compiled-checks';
import { FrontPageSchema } from './front-page';

// The front page's compiled check must accept, reject and output exactly what its schema does
// (the comparison of @portal/shared/contracts/testing), on an answer with every kind of section.
const frontPage = aFrontPage({
  conversationSummaries: [aTimelineItem({ avatar: { url: null, name: 'Hoitaja' }, highlighted: true, linkUrl: '/fi/viestit/1' })],
  appointmentSummaries: [aTimelineItem({ subtitle: 'Lääkäri', styles: 'cancelled', avatar: { url: '/a.png', name: 'Lääkäri' } })],
  prescriptions: [aTimelineItem({ validUntilDate: '2026-12-24T00:00:00+02:00' })],
  canRenewPrescriptions: true,
  labResultSummaries: [aTimelineItem({ linkUrl: '/fi/laboratorio/2026-11-20' })],
  questionnaireSummaries: { newTaskItems: [aTimelineItem({ styles: 'occupational' })], answerItems: [], status: 'ok' },
});

describe('the compiled front page check', () => {
  it('FrontPageCheck accepts, rejects and outputs what FrontPageSchema does', () => {
    const inputs = [frontPage, { ...frontPage, questionnaireSummaries: null }].flatMap(variantsOf);
    const { accepted, rejected, differences } = compareWithSchema(FrontPageSchema, FrontPageCheck, inputs);
    expect(differences).toEqual([]);
    // Both ways, many times: the comparison covered the schema's rules, not only one side.
    expect(accepted).toBeGreaterThan(100);
    expect(rejected).toBeGreaterThan(1000);
  });
});
