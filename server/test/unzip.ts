import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

/** Every file of a zip archive, by name, as UTF-8 text with any BOM kept (in the archive's order). */
export async function unzipText(archive: Buffer): Promise<Map<string, string>> {
  const zip = await fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    const bytes = await buffer(await zip.openReadStreamPromise(entry));
    files.set(entry.fileName, bytes.toString('utf8'));
  }
  return files;
}
