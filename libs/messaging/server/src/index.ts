import type { DomainPlugin } from '@portal/shared/server';
import { isMessagingServed, withConfig } from '@portal/shared/server';
import { registerDevCareTeamPages } from './lib/dev-care-team/pages';
import { storeDemoAttachments } from './lib/demo-attachments';
import { registerAttachmentDownload } from './lib/download';
import { registerMessagingGraphql } from './lib/graphql-plugin';
import { messagingRecords } from './lib/patient-records';

export { DEV_CARE_TEAM_PATH } from './lib/dev-care-team/pages';
export { MESSAGING_PATH } from './lib/graphql-plugin';

/**
 * Customer messaging with the care team (booking doc sections 2-9): the GraphQL endpoint at
 * `/api/customer-messaging`, attachment downloads, and in the development environment, where no
 * care-team system is connected, the care team's side at `/dev-care-team`. The conversations'
 * messages are in the patient's own FHIR data too.
 */
export const messagingServer: DomainPlugin = withConfig(
  async (app, deps) => {
    if (!isMessagingServed(deps.config)) return;
    await registerMessagingGraphql(app, deps);
    registerAttachmentDownload(app, deps);
    if (deps.config.environment === 'development') {
      registerDevCareTeamPages(app, deps);
      if (deps.config.seedDemoData) await storeDemoAttachments(deps.db, app.uploads.store, deps.now());
    }
  },
  [],
  { patientRecords: messagingRecords },
);
