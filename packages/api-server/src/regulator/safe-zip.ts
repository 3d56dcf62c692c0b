import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import yazl from 'yazl';

// Standard records go onto SAFE packed in zip files (yazl), and are read back (yauzl) to be verified.

/** One standard record file packed alone into a zip, dated `at` (the bytes are what is sealed). */
export async function zipOf(fileName: string, contents: string, at: Date): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(contents, 'utf8'), fileName, { mtime: at, compress: true });
  zip.end();
  return buffer(zip.outputStream as Readable);
}

/** Every file in a zip, by name; a zip that cannot be read (a changed byte in its data) throws. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(files));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          buffer(stream)
            .then((bytes) => {
              files.set(entry.fileName, bytes);
              file.readEntry();
            })
            .catch(reject);
        });
      });
      file.readEntry();
    });
  });
}
