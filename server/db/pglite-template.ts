import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

/** A NUL-terminated text field of a tar header. */
function text(header: Buffer, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.toString('utf8', 0, end === -1 ? length : end);
}

/** An octal number field of a tar header. */
function octal(header: Buffer, start: number, length: number): number {
  return parseInt(text(header, start, length).trim() || '0', 8);
}

/**
 * Unpacks the PGlite template (a gzipped ustar archive of an initialised data directory, made
 * by scripts/build-server.mjs with PGlite's dumpDataDir) into `folder` with Node.js itself, so
 * PGlite then opens it as an existing directory. Its own `loadDataDir` unpacks inside its
 * WebAssembly heap and left the fresh server about 100 MB larger for as long as it ran
 * (decision 0103). The files go to a sibling folder first and are renamed into place, so a start
 * stopped halfway never leaves a half directory that a later start would take as existing.
 */
export function unpackPgliteTemplate(archive: string, folder: string): void {
  const tar = gunzipSync(readFileSync(archive));
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    const name = text(header, 0, 100);
    if (name === '') break; // the two zero blocks that end the archive
    const prefix = text(header, 257, 6) === 'ustar' ? text(header, 345, 155) : '';
    const path = normalize((prefix ? `${prefix}/${name}` : name).replace(/^\/+/, ''));
    if (path.split(sep).includes('..')) throw new Error(`pglite template: unsafe path ${path}`);
    const size = octal(header, 124, 12);
    const mode = octal(header, 100, 8) || 0o600;
    const type = text(header, 156, 1) || '0';
    const target = join(partial, path);
    const body = offset + BLOCK;
    if (type === '5') mkdirSync(target, { recursive: true, mode });
    else if (type === '0') {
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, tar.subarray(body, body + size), { mode });
    } else throw new Error(`pglite template: entry ${path} of type ${type}`);
    offset = body + Math.ceil(size / BLOCK) * BLOCK;
  }
  renameSync(partial, folder);
}
