export { questionnairesRoutes } from './lib/routes';
export { questionnairesPaths } from './lib/paths';
