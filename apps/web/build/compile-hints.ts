import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136+): compile every function of this file while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  code: string;
}

/**
 * Marks the first screen's chunks (an entry's static imports, and the dynamic entries named) with
 * V8's compile hint. Without it V8 compiles each function on its first call, on the main thread,
 * inside the first render's tasks (issue 33: a sixth of the startup's JavaScript time); with it the
 * functions are compiled on a background thread while the file downloads. Chunks loaded later keep
 * lazy compilation: most of their functions never run.
 */
export function compileHintsPlugin(options: { entry: string; firstScreen: RegExp[] }): Plugin {
  return {
    name: 'first-screen-compile-hints',
    apply: 'build',
    // After vite's own generateBundle, which puts its preload map at the top of the entry.
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const files = bundle as unknown as Record<string, BundleChunk | { type: 'asset' }>;
        const chunks = Object.values(files).filter((f): f is BundleChunk => f.type === 'chunk');
        const marked = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = files[fileName];
          if (!chunk || chunk.type !== 'chunk' || marked.has(fileName)) return;
          marked.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of chunks) {
          const firstScreen =
            (chunk.isEntry && chunk.name === options.entry) ||
            (chunk.isDynamicEntry && options.firstScreen.some((id) => id.test(chunk.facadeModuleId ?? '')));
          if (firstScreen) visit(chunk.fileName);
        }
        for (const fileName of marked) {
          const chunk = files[fileName] as BundleChunk;
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
