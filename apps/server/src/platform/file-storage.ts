import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live, named by a key the caller makes (letters, digits, '-', '_', '.', '/').
 * The default keeps them on the local disk under UPLOAD_DIR; another store (an object store) only
 * has to answer these three calls.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is none under the key. */
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{1,5}$/;

export function createLocalDiskStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    // Keys are made by the server, never taken from a client; a bad one is a bug.
    if (!KEY.test(key)) throw new Error(`storage: bad key ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
