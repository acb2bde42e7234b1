import type { DomainPlugin } from '@portal/shared/server';
import { registerDevFeedbackPage } from './lib/dev-feedback-page';
import { purgeAnsweredFeedback } from './lib/feedback';
import { registerFeedbackRoutes } from './lib/feedback-routes';

export { ACCESSIBILITY_FEEDBACK_ADDRESS_LIMIT } from './lib/feedback-routes';
export { DEV_FEEDBACK_PATH } from './lib/dev-feedback-page';
export { KEEP_ANSWERED_FEEDBACK_DAYS } from './lib/feedback';

/**
 * The information pages' server side: the accessibility feedback (Act 306/2019). In the
 * development environment, where no inbox of the clinic is connected, the clinic's view of the
 * feedback is the page at `/dev-accessibility-feedback`; production has none.
 */
export const infoServer: DomainPlugin = async (app, deps) => {
  const { db, config, now } = deps;
  registerFeedbackRoutes(app, deps);
  if (config.environment === 'development') registerDevFeedbackPage(app, { db, config, now });
  app.addPurgeTask({ name: 'accessibilityFeedback', run: () => purgeAnsweredFeedback(db, now()) });
};
