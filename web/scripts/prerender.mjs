#!/usr/bin/env node
// Writes every route (src/app/prerendered-routes.ts) as HTML after `vite build` and
// `vite build --ssr src/entry-server.tsx`: each page is dist/<route>/index.html (home:
// dist/index.html) with its markup in #root and its critical styles, title and description, and
// beside it visitor.html, the same page signed out, when that differs (the server sends it to
// requests without a session).
// A page loads only the tiny boot script (src/app/boot.ts) up front; after the first paint, boot runs
// the app's entry (named on #root), which loads the page's chunk and hydrates the page. The client build's index.html, untouched, becomes
// dist/spa.html, which the server sends for every other route, and for a page's address carrying a
// search parameter that changes its first render (dist/prerendered.json lists them per route).
// The SSR bundle (dist/.ssr) is removed at the end, so its presence means an unfinished build.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The client build's folder; another can be given for a build made with --outDir.
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const ssrDir = path.join(distDir, '.ssr');
const ROOT_ELEMENT = '<div id="root"></div>';
const APP_ENTRY = 'index.html';
const BOOT_ENTRY = 'src/app/boot.ts';

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces exactly one occurrence of `search`, so a changed index.html fails the build loudly. */
function replaceOnce(html, search, replacement, what) {
  const at = html.indexOf(search);
  if (at < 0 || html.indexOf(search, at + search.length) >= 0) throw new Error(`index.html: expected one ${what}`);
  return html.slice(0, at) + replacement + html.slice(at + search.length);
}

const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
const appEntry = manifest[APP_ENTRY];
const bootEntry = manifest[BOOT_ENTRY];
if (!appEntry?.isEntry || !bootEntry?.isEntry) throw new Error(`The Vite manifest needs the entries ${APP_ENTRY} and ${BOOT_ENTRY}`);
if (bootEntry.imports?.length || bootEntry.dynamicImports?.length) throw new Error(`${BOOT_ENTRY} must not import anything`);

// The client build's index.html is the template; run again on the same build, it is in spa.html.
let template = await readFile(path.join(distDir, 'index.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT) && existsSync(path.join(distDir, 'spa.html'))) template = await readFile(path.join(distDir, 'spa.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html: expected ${ROOT_ELEMENT}`);
await writeFile(path.join(distDir, 'spa.html'), template);

/** The template with boot in place of the app's entry script and without its modulepreload links. */
const pageTemplate = replaceOnce(
  template.replace(/\n\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, ''),
  `<script type="module" crossorigin src="/${appEntry.file}"></script>`,
  `<script type="module" crossorigin src="/${bootEntry.file}"></script>`,
  'app entry script',
);

// React, MUI and emotion are external to the SSR bundle and pick their build from NODE_ENV: it must
// match the client's, or emotion's class names differ (development adds labels to the hashes) and
// hydration re-inserts every style under a new name.
process.env.NODE_ENV ??= 'production';
const { render, PRERENDERED_ROUTES } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);

/** A manifest entry's static imports, transitively, as manifest keys (`into` included). */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

/**
 * Route -> every chunk its page needs beyond the app's entry, for links about to be followed
 * (src/app/navigation/route-chunks.ts): the browser then asks for them all at once rather than one
 * import level at a time. Hashed by content like the other assets, and named on #root.
 */
// The entry (src/main.tsx) loads React's DOM renderer and the app (src/app/start.tsx) as two
// dynamic imports, so that they evaluate in two tasks: both are part of every page's start.
const entryStarts = manifest[APP_ENTRY].dynamicImports ?? [];
const entryChunks = staticClosure(APP_ENTRY);
for (const key of entryStarts) staticClosure(key, entryChunks);
const routeChunks = Object.fromEntries(
  PRERENDERED_ROUTES.map((route) => [route.path, [...staticClosure(route.source)].filter((key) => !entryChunks.has(key)).map((key) => `/${manifest[key].file}`)]),
);
const routeChunksJson = JSON.stringify(routeChunks);
const routeChunksFile = `assets/route-chunks-${createHash('sha256').update(routeChunksJson).digest('hex').slice(0, 10)}.json`;
await writeFile(path.join(distDir, routeChunksFile), routeChunksJson);

/** What the entry asks for as it starts, which boot.ts asks for beside it (not their own imports). */
const entryStartFiles = entryStarts.map((key) => `/${manifest[key].file}`).join(' ');

/** The whole HTML document of one render of a route. */
function documentOf(route, { html, styleTags, title }, viewer) {
  let page = pageTemplate;
  page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  page = page.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(route.description)}$2`);
  page = replaceOnce(page, '</head>', `  ${styleTags}\n  </head>`, '</head>');
  const viewerAttribute = viewer === 'visitor' ? ' data-viewer="visitor"' : '';
  const rootElement = `<div id="root" data-entry="/${appEntry.file}" data-entry-starts="${entryStartFiles}" data-route-chunks="/${routeChunksFile}"${viewerAttribute}>`;
  return replaceOnce(page, ROOT_ELEMENT, `${rootElement}${html}</div>`, ROOT_ELEMENT);
}

/**
 * Each route twice: index.html for a request with a session (the page's frame and skeletons until the
 * session is known) and visitor.html for one without (the page signed out, complete), when the two
 * differ. prerendered.json tells the server which exist and which search parameters change a page.
 */
const served = {};
for (const route of PRERENDERED_ROUTES) {
  if (!manifest[route.source]?.isDynamicEntry) throw new Error(`${route.path}: ${route.source} is not a lazily loaded chunk in the manifest`);
  const unknown = await render(route.path, 'unknown');
  const visitor = await render(route.path, 'visitor');
  const hasVisitorPage = visitor.html !== unknown.html;
  served[route.path] = { query: [...(route.query ?? [])], visitor: hasVisitorPage };

  const dir = route.path === '/' ? distDir : path.join(distDir, route.path.slice(1));
  await mkdir(dir, { recursive: true });
  const page = documentOf(route, unknown, 'unknown');
  await writeFile(path.join(dir, 'index.html'), page);
  let sizes = `${(page.length / 1024).toFixed(1)} KB`;
  if (hasVisitorPage) {
    const visitorPage = documentOf(route, visitor, 'visitor');
    await writeFile(path.join(dir, 'visitor.html'), visitorPage);
    sizes += `, signed out ${(visitorPage.length / 1024).toFixed(1)} KB`;
  }
  console.log(`prerendered ${route.path.padEnd(26)} ${sizes}  ${path.relative(webDir, path.join(dir, 'index.html'))}`);
}

await writeFile(path.join(distDir, 'prerendered.json'), `${JSON.stringify(served, null, 2)}\n`);
await rm(ssrDir, { recursive: true, force: true });
