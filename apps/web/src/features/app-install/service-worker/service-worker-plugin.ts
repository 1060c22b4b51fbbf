import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The worker's source; built as /sw.js so its scope is the whole site. */
const SOURCE = fileURLToPath(new URL('./service-worker.ts', import.meta.url));
const FILE_NAME = 'sw.js';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  code: string;
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}
interface BundleAsset {
  type: 'asset';
  fileName: string;
}

/**
 * Builds the service worker with the app (vite's build, no extra dependency) and writes into it
 * what to precache: the player page's entry with its static imports, styles and assets, the
 * offline page with its own, and the logo; plus a version, the hash of that list and the code, so
 * any release that changes the shell makes a new worker.
 */
export function serviceWorkerPlugin(options: { shellEntries: string[]; extra: string[] }): Plugin {
  let building = false;
  return {
    name: 'app-install-service-worker',
    apply: 'build',
    buildStart() {
      building = true;
      this.emitFile({ type: 'chunk', id: SOURCE, fileName: FILE_NAME });
    },
    // Last of the plugins: vite drops a shared stylesheet's empty script chunk in its own
    // generateBundle, and a listed file the server does not have fails the worker's install.
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        if (!building) return;
        const files = bundle as unknown as Record<string, BundleChunk | BundleAsset>;
        const worker = files[FILE_NAME];
        if (!worker || worker.type !== 'chunk') throw new Error('service worker chunk missing');
        if (worker.imports.length > 0)
          throw new Error(`the service worker must import nothing: ${worker.imports.join(', ')}`);

        const shell = new Set<string>(options.extra);
        const visit = (fileName: string) => {
          const chunk = files[fileName];
          if (!chunk || chunk.type !== 'chunk' || shell.has(`/${fileName}`)) return;
          shell.add(`/${fileName}`);
          for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(`/${css}`);
          for (const asset of chunk.viteMetadata?.importedAssets ?? []) shell.add(`/${asset}`);
          chunk.imports.forEach(visit);
        };
        for (const entry of options.shellEntries) {
          const chunk = Object.values(files).find((f) => f.type === 'chunk' && f.isEntry && f.name === entry);
          if (!chunk) throw new Error(`entry ${entry} not in the bundle`);
          visit(chunk.fileName);
        }
        const list = [...shell].sort();
        const version = createHash('sha256')
          .update(JSON.stringify(list))
          .update(worker.code)
          .digest('hex')
          .slice(0, 16);
        const code = worker.code
          .replace(/\b__SW_PRECACHE__\b/g, JSON.stringify(list))
          .replace(/\b__SW_VERSION__\b/g, JSON.stringify(version));
        if (/__SW_(PRECACHE|VERSION)__/.test(code)) throw new Error('service worker placeholders left');
        worker.code = code;
      },
    },
  };
}
