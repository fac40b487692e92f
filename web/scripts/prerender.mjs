#!/usr/bin/env node
// Writes the public pages (src/app/prerendered-routes.ts) as HTML after `vite build` and
// `vite build --ssr src/entry-server.tsx`: each page is dist/<route>/index.html (home:
// dist/index.html) with its markup in #root, its critical styles, title and description, and
// modulepreload links for its route chunk, so the browser paints before any script runs and fetches
// the page's code in parallel with the entry. The untouched client shell becomes dist/spa.html, which
// the server sends for every other route. The SSR bundle (dist/.ssr) is removed afterwards.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The client build's folder; another can be given for a build made with --outDir.
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const ssrDir = path.join(distDir, '.ssr');
const ROOT_ELEMENT = '<div id="root"></div>';
const START_MODULE = 'src/start.tsx';

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chunk files a manifest entry loads statically: itself and its imports, recursively. */
function staticChunks(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`Not in the Vite manifest: ${key}`);
  if (seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) staticChunks(manifest, imported, seen);
  return seen;
}

/** Replaces exactly one occurrence of `search`, so a changed index.html fails the build loudly. */
function replaceOnce(html, search, replacement, what) {
  const at = html.indexOf(search);
  if (at < 0 || html.indexOf(search, at + search.length) >= 0) throw new Error(`index.html: expected one ${what}`);
  return html.slice(0, at) + replacement + html.slice(at + search.length);
}

const modulePreloads = (files) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');

/**
 * A prerendered page paints from its HTML and inline styles alone; its scripts only make it
 * interactive. So it loads just the tiny entry (src/main.tsx) up front, which starts fetching the
 * app and the page's chunks once the page has painted: on a slow connection they would otherwise
 * share the bandwidth with the document itself. The chunks are listed on #root for the entry to
 * preload (the app's own through Vite's preload of src/start.tsx). The SPA shell keeps them all as
 * <link rel="modulepreload">: there, nothing shows until they run.
 */
const withoutAppPreloads = (html) =>
  html.replace(/\n\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g, (link, file) => (appChunks.includes(file) ? '' : link));

const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest');
// src/main.tsx only imports src/start.tsx (the app), once a prerendered page has painted: its
// chunks are preloaded by every page so they download while the HTML is parsed and painted.
if (!manifest[entryKey].dynamicImports?.includes(START_MODULE)) throw new Error(`${entryKey} does not import ${START_MODULE}`);
const entryChunks = staticChunks(manifest, entryKey);
const appChunks = [...staticChunks(manifest, START_MODULE)].filter((file) => !entryChunks.has(file));
const preloadedByShell = new Set([...entryChunks, ...appChunks]);

// The client build's index.html is the template; run again on the same build, it is in spa.html.
let template = await readFile(path.join(distDir, 'index.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT) && existsSync(path.join(distDir, 'spa.html'))) template = await readFile(path.join(distDir, 'spa.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html: expected ${ROOT_ELEMENT}`);
if (!template.includes('<!--app-preloads-->')) {
  template = replaceOnce(template, '</head>', `  ${modulePreloads(appChunks)}\n  <!--app-preloads-->\n  </head>`, '</head>');
}
await writeFile(path.join(distDir, 'spa.html'), template);

// React, MUI and emotion are external to the SSR bundle and pick their build from NODE_ENV: it must
// match the client's, or emotion's class names differ (development adds labels to the hashes) and
// hydration re-inserts every style under a new name.
process.env.NODE_ENV ??= 'production';
const { render, PRERENDERED_ROUTES } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);

for (const route of PRERENDERED_ROUTES) {
  if (!manifest[route.source]?.isDynamicEntry) throw new Error(`${route.path}: ${route.source} is not a lazily loaded chunk in the manifest`);
  const { html, styleTags, title } = await render(route.path);
  const pageChunks = [...staticChunks(manifest, route.source)].filter((file) => !preloadedByShell.has(file));

  let page = withoutAppPreloads(template);
  page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  page = page.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(route.description)}$2`);
  page = replaceOnce(page, '<!--app-preloads-->', styleTags, 'app preloads marker');
  const rootElement = `<div id="root" data-page-chunks="${escapeHtml(pageChunks.map((file) => `/${file}`).join(' '))}">`;
  page = replaceOnce(page, ROOT_ELEMENT, `${rootElement}${html}</div>`, ROOT_ELEMENT);

  const file = route.path === '/' ? path.join(distDir, 'index.html') : path.join(distDir, route.path.slice(1), 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(`prerendered ${route.path.padEnd(26)} ${(page.length / 1024).toFixed(1)} KB  ${path.relative(webDir, file)}`);
}

await rm(ssrDir, { recursive: true, force: true });
