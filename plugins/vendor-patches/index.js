/**
 * Where the site changes a dependency's own code or build settings, and the check that each change
 * still applies. Every patch names the package it edits; the version it was written for is listed
 * here and pinned exactly in package.json (tests/unit/vendor-patches.test.ts checks both). A patch
 * that finds nothing to change throws a VendorPatchError naming the patch, that version and the
 * installed one, and the build stops: an update cannot ship a reference or a page that silently
 * lost a fix. docs-dev/vendor-patches.md lists every patch, swizzle and wrapper with its test.
 *
 * Plain CommonJS: the bundler loads the loaders that use it without TypeScript.
 */
const {existsSync, readFileSync} = require('node:fs');
const {join} = require('node:path');

/** The version of each patched package that its patches were written for. */
const WRITTEN_FOR = {
  redoc: '2.4.0',
  prismjs: '1.30.0',
  'docusaurus-theme-redoc': '2.5.1',
  '@docusaurus/core': '3.10.2',
  '@docusaurus/theme-classic': '3.10.2',
  '@docusaurus/theme-common': '3.10.2',
};

class VendorPatchError extends Error {
  constructor(message) {
    super(message);
    this.name = 'VendorPatchError';
  }
}

/**
 * The folder of an installed package, found the way Node looks for it from the site (some
 * packages export no `package.json`).
 * @param {string} name
 * @returns {string | undefined}
 */
function packageDir(name) {
  const paths = require.resolve.paths(name) ?? [];
  return paths.map((dir) => join(dir, name)).find((dir) => existsSync(join(dir, 'package.json')));
}

/** @param {string} name @returns {string} */
function installedVersion(name) {
  const dir = packageDir(name);
  return dir ? JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version : 'none';
}

/**
 * The error for a patch that found nothing to change.
 * @param {keyof typeof WRITTEN_FOR} pkg
 * @param {string} patch what the patch does, as docs-dev/vendor-patches.md names it
 * @param {string} detail what was looked for and where
 */
function patchFailed(pkg, patch, detail) {
  return new VendorPatchError(
    `Patch "${patch}" of ${pkg} did not apply: ${detail}. It was written for ${pkg} ${WRITTEN_FOR[pkg]}; ` +
      `${installedVersion(pkg)} is installed. Check the patch against this version (docs-dev/vendor-patches.md), ` +
      'then update its pin in package.json and in plugins/vendor-patches.',
  );
}

/**
 * @typedef {object} SourcePatch
 * @property {string} name what the patch does
 * @property {string | RegExp} find a string (every occurrence) or a regular expression (with `g`: every match)
 * @property {string} replace the replacement, with `$1`… for a regular expression's groups
 * @property {number} [count] how many matches the source must hold; at least one when omitted
 */

/**
 * Applies each patch to a dependency's source, or throws when one finds a different number of
 * places than it was written for.
 * @param {string} source
 * @param {keyof typeof WRITTEN_FOR} pkg
 * @param {string} file the file patched, for the message
 * @param {SourcePatch[]} patches
 * @returns {string}
 */
function patchSource(source, pkg, file, patches) {
  let out = source;
  for (const patch of patches) {
    const found =
      typeof patch.find === 'string'
        ? out.split(patch.find).length - 1
        : (
            out.match(
              new RegExp(patch.find.source, patch.find.flags.includes('g') ? patch.find.flags : `${patch.find.flags}g`),
            ) ?? []
          ).length;
    const expected = patch.count ?? 'at least 1';
    if (found === 0 || (patch.count !== undefined && found !== patch.count))
      throw patchFailed(
        pkg,
        patch.name,
        `${String(patch.find)} matched ${found} times in ${file}, expected ${expected}`,
      );
    out =
      typeof patch.find === 'string'
        ? out.split(patch.find).join(patch.replace)
        : out.replace(patch.find, patch.replace);
  }
  return out;
}

module.exports = {WRITTEN_FOR, VendorPatchError, installedVersion, packageDir, patchFailed, patchSource};
