import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

/** Every file of a zip archive, by name, as its bytes (in the archive's order). */
export async function unzipFiles(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    files.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  }
  return files;
}

/** Every file of a zip archive, by name, as UTF-8 text with any BOM kept (in the archive's order). */
export async function unzipText(archive: Buffer): Promise<Map<string, string>> {
  const files = await unzipFiles(archive);
  return new Map([...files].map(([name, bytes]) => [name, bytes.toString('utf8')]));
}
