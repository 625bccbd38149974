// Why: Rolldown's chunk groups (`output.codeSplitting.groups`) match module ids with a test each, and
// a group also takes what its modules import, in the groups' order. Written as regexes, the carve-outs
// became negative look-aheads that only worked in one order. Here a group names whole folders, and a
// module belongs to the group of the deepest folder named that holds it, so the tree shows what goes
// where. What would retire it: a folder-based `test` in Rolldown's codeSplitting groups.

import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url)).replaceAll('\\', '/');

/**
 * @typedef {object} FolderGroup
 * @property {string} name The chunk's name.
 * @property {string[]} [folders] Folders (`src/core/`) or files (`*` for any part of a name) of the
 *   repository whose modules the chunk holds.
 * @property {string[]} [packages] Packages (or package subfolders) in node_modules the chunk holds.
 */

/**
 * A test of whether `entry` — a folder (`src/core/`), or a file where `*` stands for any part of one
 * name (the elements' first-page modules) — holds a module's path; made once, asked for every module.
 */
function holderOf(/** @type {string} */ entry) {
  if (!entry.includes('*')) return (/** @type {string} */ path) => path.startsWith(entry);
  const pattern = entry
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  const matcher = new RegExp(`^${pattern}${entry.endsWith('/') ? '' : '$'}`);
  return (/** @type {string} */ path) => matcher.test(path);
}

/**
 * Rolldown chunk groups from folder groups, in their order. `bundlerDecides` names the folders inside
 * a group's folder that no group takes: their modules go where their imports (static or `import()`) put them.
 */
export function folderChunkGroups(
  /** @type {FolderGroup[]} */ groups,
  bundlerDecides = /** @type {string[]} */ ([]),
) {
  const folders = [
    ...groups.flatMap(({ name, folders = [] }) => folders.map((folder) => ({ folder, name }))),
    ...bundlerDecides.map((folder) => ({ folder, name: undefined })),
  ]
    .sort((a, b) => b.folder.length - a.folder.length)
    .map(({ folder, name }) => ({ holds: holderOf(folder), name }));
  /** The group of a module of ours: the deepest folder named that holds it. */
  const groupOf = (/** @type {string} */ path) => folders.find(({ holds }) => holds(path))?.name;
  return groups.map(({ name, packages = [] }) => ({
    name,
    test: (/** @type {string} */ id) => {
      const path = id.replaceAll('\\', '/');
      const inPackages = path.indexOf('/node_modules/');
      if (inPackages >= 0) {
        const file = path.slice(inPackages + '/node_modules/'.length);
        return packages.some((pkg) => file.startsWith(`${pkg}/`));
      }
      return path.startsWith(root) && groupOf(path.slice(root.length)) === name;
    },
  }));
}
