import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface BundleAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/**
 * Writes `<page>.html`: index.html naming the first page's chunk, its imports and styles. The
 * server sends it for that page's addresses (platform/web-client.ts), so the browser fetches the
 * page's code beside the app's instead of after it, and the app's dynamic import of the page finds
 * every file already asked for (vite's preload step adds no links: issue 33, a 30 ms task).
 */
export function firstPageHtmlPlugin(options: { page: RegExp; fileName: string }): Plugin {
  return {
    name: 'first-page-html',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const files = bundle as unknown as Record<string, BundleChunk | BundleAsset>;
        const index = files['index.html'];
        if (!index || index.type !== 'asset') return;
        const html = String(index.source);
        const page = Object.values(files).find(
          (f): f is BundleChunk => f.type === 'chunk' && f.isDynamicEntry && options.page.test(f.facadeModuleId ?? ''),
        );
        if (!page) throw new Error(`first page chunk not found: ${options.page}`);

        const scripts: string[] = [];
        const styles: string[] = [];
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = files[fileName];
          if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
          seen.add(fileName);
          if (!html.includes(`/${fileName}"`)) scripts.push(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? [])
            if (!html.includes(`/${css}"`) && !styles.includes(css)) styles.push(css);
          chunk.imports.forEach(visit);
        };
        visit(page.fileName);

        const preloads = scripts.map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">\n`).join('');
        const sheets = styles.map((f) => `    <link rel="stylesheet" crossorigin href="/${f}">\n`).join('');
        const source = html.replace('</head>', `${preloads}  </head>`).replace('</body>', `${sheets}  </body>`);
        this.emitFile({ type: 'asset', fileName: options.fileName, source });
      },
    },
  };
}
