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
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(distDir, '.ssr');
const ROOT_ELEMENT = '<div id="root"></div>';

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

// The client build's index.html is the template; run again on the same build, it is in spa.html.
let template = await readFile(path.join(distDir, 'index.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT) && existsSync(path.join(distDir, 'spa.html'))) template = await readFile(path.join(distDir, 'spa.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html: expected ${ROOT_ELEMENT}`);
await writeFile(path.join(distDir, 'spa.html'), template);

const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest');
const preloadedByShell = staticChunks(manifest, entryKey);

const { render, PRERENDERED_ROUTES } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);

for (const route of PRERENDERED_ROUTES) {
  if (!manifest[route.source]?.isDynamicEntry) throw new Error(`${route.path}: ${route.source} is not a lazily loaded chunk in the manifest`);
  const { html, styleTags, title } = await render(route.path);
  const preloads = [...staticChunks(manifest, route.source)]
    .filter((file) => !preloadedByShell.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');

  let page = template;
  page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  page = page.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(route.description)}$2`);
  page = replaceOnce(page, '</head>', `  ${preloads}\n    ${styleTags}\n  </head>`, '</head>');
  page = replaceOnce(page, ROOT_ELEMENT, `<div id="root">${html}</div>`, ROOT_ELEMENT);

  const file = route.path === '/' ? path.join(distDir, 'index.html') : path.join(distDir, route.path.slice(1), 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(`prerendered ${route.path.padEnd(26)} ${(page.length / 1024).toFixed(1)} KB  ${path.relative(webDir, file)}`);
}

await rm(ssrDir, { recursive: true, force: true });
