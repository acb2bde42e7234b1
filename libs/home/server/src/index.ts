import type { DomainPlugin } from '@portal/shared/server';
import { registerFrontPageRoutes } from './lib/routes';

/** The signed-in front page in one answer. */
export const homeServer: DomainPlugin = async (app, deps) => {
  registerFrontPageRoutes(app, deps);
};
