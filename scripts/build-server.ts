/**
 * `npm run build-server`: the server compiled to JavaScript, one ES module bundle at
 * dist/server/main.js (with its source map), run by plain node: `node dist/server/main.js`.
 * Packages stay in node_modules (imported as they are); the project's own TypeScript (server/ and
 * what it imports of engine/) is bundled.
 *
 * The bundle still reads the project's files where they are (config/, locales/, schemas/,
 * server/db/migrations/, build/): each module's `import.meta.url` is rewritten to the URL of its
 * source file, so paths computed from it (engine/config's projectRoot, the migrations folder,
 * createRequire) are the same compiled as under tsx, wherever the bundle is written.
 *
 * `--if-needed` (npm start) builds only when the bundle is missing or a file it was built from (or
 * this script) changed since; `--out-dir <dir>` writes elsewhere (tests). The directory must be
 * inside the project, so that node finds node_modules from it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, version as esbuildVersion, type Loader, type Plugin } from 'esbuild';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const thisScript = fileURLToPath(import.meta.url);
const entry = join(projectRoot, 'server/main.ts');
const infoFile = 'build-info.json';

interface BuildInfo {
  /** What built it: this script and esbuild's version. */
  builder: string;
  /** Every project file in the bundle (relative to the project), with its SHA-256. */
  inputs: Record<string, string>;
}

const args = process.argv.slice(2);
const outDirArg = args.indexOf('--out-dir');
const outDir = resolve(projectRoot, outDirArg >= 0 ? (args[outDirArg + 1] ?? '') : 'dist/server');
if (outDirArg >= 0 && !args[outDirArg + 1]) fail('--out-dir needs a directory');
if (relative(projectRoot, outDir).startsWith('..')) fail(`${outDir} is outside the project: node would not find node_modules from there`);

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const builder = sha256(`${readFileSync(thisScript, 'utf8')}\nesbuild ${esbuildVersion}`);

if (args.includes('--if-needed') && isCurrent()) process.exit(0);
const started = Date.now();
await buildServer();
console.log(`server compiled to ${relative(projectRoot, join(outDir, 'main.js'))} in ${Date.now() - started} ms`);

/** Whether the bundle in outDir was built by this script from the files as they are now. */
function isCurrent(): boolean {
  const file = join(outDir, infoFile);
  if (!existsSync(file) || !existsSync(join(outDir, 'main.js'))) return false;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
    if (info.builder !== builder) return false;
    // A newly imported file needs an edit of one that was imported already, so these suffice.
    return Object.entries(info.inputs).every(([path, hash]) => {
      const abs = join(projectRoot, path);
      return existsSync(abs) && sha256(readFileSync(abs)) === hash;
    });
  } catch {
    return false;
  }
}

async function buildServer(): Promise<void> {
  const result = await build({
    entryPoints: [entry],
    outfile: join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    absWorkingDir: projectRoot,
    plugins: [importMetaUrlOfTheSource(outDir)],
  });
  const inputs: Record<string, string> = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const abs = resolve(projectRoot, input);
    inputs[relative(projectRoot, abs).split(sep).join('/')] = sha256(readFileSync(abs));
  }
  const info: BuildInfo = { builder, inputs };
  // Each file replaced in one rename, the record last: a server starting meanwhile (another
  // `npm start`) reads the old bundle or the new one, never half of one.
  mkdirSync(outDir, { recursive: true });
  for (const output of result.outputFiles) replaceFile(output.path, output.contents);
  replaceFile(join(outDir, infoFile), `${JSON.stringify(info, null, 2)}\n`);
}

function replaceFile(path: string, contents: string | Uint8Array): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/**
 * Each project module's `import.meta.url` becomes its source file's URL, computed from the
 * bundle's own URL at run time (so the project may move, with the bundle inside it).
 */
function importMetaUrlOfTheSource(bundleDir: string): Plugin {
  const loaders: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js' };
  return {
    name: 'import-meta-url-of-the-source',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.(m?[jt]s|tsx)$/ }, async (file) => {
        if (file.path.split(sep).includes('node_modules')) return undefined;
        const source = await readFile(file.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(bundleDir, file.path).split(sep).join('/');
        return {
          contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
          loader: loaders[extname(file.path)],
          resolveDir: dirname(file.path),
        };
      });
    },
  };
}

function fail(message: string): never {
  console.error(`build-server: ${message}`);
  process.exit(1);
}
