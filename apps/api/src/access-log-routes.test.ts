import { createTestApp } from '@portal/shared/server/testing';
import { domains } from './app';

/**
 * The access log (docs/decisions/0054-access-log.md) records every answer that carries a person's
 * data, as each route declares. A route that says nothing would go unrecorded: this walks every
 * /api route of the API as it runs, with every domain, and fails on one that does not say (the
 * production server refuses to start with one).
 */
describe('the access log over the whole API', () => {
  it('has every /api route say whether its answers carry a person\'s data', async () => {
    const t = await createTestApp({ domains });
    try {
      expect(t.app.undeclaredAccessLogRoutes()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
