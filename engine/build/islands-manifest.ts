/**
 * Which files each island's code is, taken from the client build's chunks: the chunk holding the
 * island's module with every chunk it imports statically (what the browser fetches to hydrate it)
 * and their stylesheets. Written to build/islands-manifest.json: the prerender reads the
 * runtime's address from it, and `npm run budgets` what each island costs.
 */
/** Its name, beside build/client. */
export const islandsManifestFile = 'islands-manifest.json';

export interface IslandsManifest {
  /** The runtime the page imports once it is painted, and its static imports, as site paths (/assets/...). */
  entry: { file: string; imports: string[] };
  /** React and what hydrating any island needs (the runtime imports it before the first island). */
  hydrate: string[];
  islands: Record<string, { files: string[]; css: string[] }>;
  /** Dev server only: a module to run before any island (React Refresh's preamble). */
  devPreamble?: string;
}

/** The part of a Rollup/Rolldown output chunk this needs. */
export interface BuiltChunk {
  fileName: string;
  moduleIds: string[];
  imports: string[];
  css: string[];
  isEntry: boolean;
}

export function islandsManifestOf(chunks: BuiltChunk[], modules: { entry: string; hydrate: string; islands: Record<string, string> }, base = '/'): IslandsManifest {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const holding = (module: string) => {
    const chunk = chunks.find((c) => c.moduleIds.includes(module));
    if (!chunk) throw new Error(`islands: no chunk of the client build holds ${module}`);
    return chunk;
  };
  const closure = (start: BuiltChunk) => {
    const seen: BuiltChunk[] = [];
    const walk = (chunk: BuiltChunk | undefined) => {
      if (!chunk || seen.includes(chunk)) return;
      seen.push(chunk);
      chunk.imports.forEach((file) => walk(byFile.get(file)));
    };
    walk(start);
    return seen;
  };
  const site = (file: string) => `${base}${file}`;
  const entry = holding(modules.entry);
  // A closure starts with the chunk it was given: the rest are what the entry imports.
  const entryImports = closure(entry).slice(1);
  return {
    entry: { file: site(entry.fileName), imports: entryImports.map((c) => site(c.fileName)) },
    hydrate: closure(holding(modules.hydrate)).map((c) => site(c.fileName)),
    islands: Object.fromEntries(Object.entries(modules.islands).map(([name, module]) => {
      const chunks = closure(holding(module));
      return [name, { files: chunks.map((c) => site(c.fileName)), css: [...new Set(chunks.flatMap((c) => c.css))].map(site) }];
    })),
  };
}
