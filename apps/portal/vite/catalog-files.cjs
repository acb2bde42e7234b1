// The portal's messages live beside the code that shows them: every project that defines
// messages keeps them in its own src/translations/{en,fi,sv,pseudo}.json (en and pseudo are
// extracted from the code by `npm run i18n:extract`, fi and sv are translated). The portal's
// build, Storybook and the unit tests join them here into one catalog per language, so a
// domain's text changes that domain's project alone.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const root = join(__dirname, '../../..');
const catalogIds = ['fi', 'sv', 'en', 'pseudo'];

/** The folders of the projects that may define messages: apps/<app> and libs/<scope>/<lib>. */
function projectDirs() {
  const dirsIn = (folder) =>
    existsSync(folder)
      ? readdirSync(folder, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(folder, entry.name))
          .sort()
      : [];
  return [...dirsIn(join(root, 'apps')), ...dirsIn(join(root, 'libs')).flatMap(dirsIn)].filter((dir) => existsSync(join(dir, 'src')));
}

/** A project's translations folder, whether it exists or not. */
function translationsDir(projectDir) {
  return join(projectDir, 'src', 'translations');
}

/** Every project's file of one language, in a fixed order. */
function catalogFiles(id) {
  return projectDirs()
    .map((dir) => join(translationsDir(dir), `${id}.json`))
    .filter((file) => existsSync(file));
}

/**
 * One language's messages of every project, joined. A message id defined by two projects is an
 * error: each id belongs to the one project whose code shows it.
 */
function readCatalog(id) {
  if (!catalogIds.includes(id)) throw new Error(`i18n: no catalog ${id}`);
  return joinCatalogs(catalogFiles(id));
}

/** The messages of the given catalog files, joined; an id in two of them is an error. */
function joinCatalogs(files) {
  const messages = {};
  const owners = {};
  for (const file of files) {
    const part = JSON.parse(readFileSync(file, 'utf8'));
    for (const [key, message] of Object.entries(part)) {
      if (key in owners) throw new Error(`i18n: ${key} is in ${relative(root, owners[key])} and in ${relative(root, file)}`);
      owners[key] = file;
      messages[key] = message;
    }
  }
  return { messages, files: [...files] };
}

module.exports = { catalogIds, catalogFiles, joinCatalogs, projectDirs, readCatalog, root, translationsDir };
