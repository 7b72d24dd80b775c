import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The Emscripten module options PGlite starts Postgres with (its type is not exported). */
type ModuleOptions = Parameters<NodeFS['init']>[1];
/** The Emscripten module of Postgres, as a `preRun` hook receives it. */
type PostgresModule = Parameters<NonNullable<ModuleOptions['preRun']>[number]>[0];

/** The permission bits of the group and of every other user. */
const othersBits = 0o077;

/**
 * PGlite's file system on a data folder, with the mask a PostgreSQL server runs with (its
 * postmaster sets umask 077, so its files are 0600). PGlite's Emscripten layer creates a file,
 * then sets the mode Postgres asked for minus a fixed 022: every file Postgres writes through
 * `fopen` (`pg_internal.init`) would be 0644, readable by every user of the machine. Here each
 * mode it sets loses the group's and others' bits.
 *
 * @example
 * const pglite = new PGlite({ fs: new PrivateNodeFS(dataDir) });
 */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: ModuleOptions): Promise<{ emscriptenOpts: ModuleOptions }> {
    const { emscriptenOpts } = await super.init(pg, opts);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), ownerOnlyModes],
      },
    };
  }
}

/** The part of Emscripten's file system this changes (PGlite's types leave it unresolved). */
interface EmscriptenModes {
  chmod: (path: string, mode: number, dontFollow?: boolean) => void;
}

/** Makes every mode the module's file system sets its owner's only. */
function ownerOnlyModes(mod: PostgresModule): void {
  const fs = (mod as unknown as { FS: EmscriptenModes }).FS;
  const chmod = fs.chmod.bind(fs);
  fs.chmod = (path, mode, dontFollow) => chmod(path, mode & ~othersBits, dontFollow);
}
