// What a published package's manifest says differs from the workspace's in two ways, written
// here once for all eight: the `@plein/source` export condition (the workspace resolves
// packages to their TypeScript sources through it) points at files the tarball does not ship,
// so it goes; the repository, homepage and issue tracker come from the root manifest.
const root = require('./package.json');

/** Drops the `@plein/source` condition from an `exports` map, at any depth. */
function withoutSourceCondition(exports) {
  if (typeof exports !== 'object' || exports === null) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([condition]) => condition !== '@plein/source')
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

module.exports = {
  hooks: {
    beforePacking(pkg) {
      if (!pkg.name?.startsWith('@plein/')) return pkg;
      const directory = `packages/${pkg.name.slice('@plein/'.length)}`;
      return {
        ...pkg,
        exports: withoutSourceCondition(pkg.exports),
        repository: { ...root.repository, directory },
        homepage: `${root.homepage}/tree/main/${directory}#readme`,
        bugs: root.bugs,
      };
    },
  },
};
