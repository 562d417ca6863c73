import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { unpackPgliteTemplate } from './pglite-template';

/** One ustar entry: its 512-byte header (checksum left blank: the reader ignores it) and body. */
function entry(name: string, type: '0' | '5' | '2', body = ''): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'utf8');
  header.write(type === '5' ? '0000750\0' : '0000600\0', 100);
  header.write(`${Buffer.byteLength(body).toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0', 257);
  const padded = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
  padded.write(body);
  return Buffer.concat([header, padded]);
}

function archive(...entries: Buffer[]): string {
  const file = join(dir, 'template.tgz');
  writeFileSync(file, gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)])));
  return file;
}

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('unpackPgliteTemplate', () => {
  it('writes the directories and files of the archive, rooted at the folder', () => {
    dir = mkdtempSync(join(tmpdir(), 'lotready-template-'));
    const folder = join(dir, 'pglite');
    const large = 'x'.repeat(1300);
    unpackPgliteTemplate(
      archive(
        entry('/base', '5'),
        entry('/base/1', '5'),
        entry('/base/1/112', '0', large),
        entry('/PG_VERSION', '0', '17\n'),
      ),
      folder,
    );
    expect(readFileSync(join(folder, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(join(folder, 'base/1/112'), 'utf8')).toBe(large);
    expect(statSync(join(folder, 'base/1/112')).mode & 0o777).toBe(0o600);
    expect(existsSync(`${folder}.partial`)).toBe(false);
  });

  it.each([
    ['a path out of the folder', entry('/../escaped', '0', 'x'), /unsafe path/],
    ['a link', entry('/base/link', '2'), /of type 2/],
  ])('refuses %s and leaves no folder a later start would open', (_, bad, message) => {
    dir = mkdtempSync(join(tmpdir(), 'lotready-template-'));
    const folder = join(dir, 'pglite');
    expect(() => unpackPgliteTemplate(archive(entry('/base', '5'), bad), folder)).toThrow(message);
    expect(existsSync(folder)).toBe(false);
  });
});
