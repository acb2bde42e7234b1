import type { DomainPlugin } from '@portal/shared/server';
import { withConfig } from '@portal/shared/server';
import { registerDevFeedbackPage } from './lib/dev-feedback-page';
import { purgeAnsweredFeedback } from './lib/feedback';
import { registerFeedbackRoutes } from './lib/feedback-routes';
import { outsideLinksConfig } from './lib/outside-links/outside-links-config';
import { registerDevOutsidePages, registerOutsideLinkRoutes } from './lib/outside-links/outside-links-routes';

export { ACCESSIBILITY_FEEDBACK_ADDRESS_LIMIT } from './lib/feedback-routes';
export { DEV_FEEDBACK_PATH } from './lib/dev-feedback-page';
export { KEEP_ANSWERED_FEEDBACK_DAYS } from './lib/feedback';

export { outsideLinksConfig } from './lib/outside-links/outside-links-config';

/**
 * The information pages' server side: the accessibility feedback (Act 306/2019) and the outside
 * links (`/out/...`, sent on to the brand's pages elsewhere: its configuration part
 * `outsideLinksConfig`). In the development environment, where no inbox of the clinic is connected,
 * the clinic's view of the feedback is the page at `/dev-accessibility-feedback`, and the outside
 * links not configured lead to stand-in pages at `/dev-outside/`; production has neither.
 */
export const infoServer: DomainPlugin = withConfig(async (app, deps) => {
  const { db, config, now } = deps;
  registerFeedbackRoutes(app, deps);
  registerOutsideLinkRoutes(app, config);
  if (config.environment === 'development') {
    registerDevFeedbackPage(app, { db, config, now });
    registerDevOutsidePages(app, config);
  }
  app.addPurgeTask({ name: 'accessibilityFeedback', run: () => purgeAnsweredFeedback(db, now()) });
}, [outsideLinksConfig]);
