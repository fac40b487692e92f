// The gallery's file names and its index page (a grid per role: a row per route, a column per width).

export type TShot = { role: string; width: number; route: string; file: string; scrollsSideways: boolean };

/** '/' -> 'home', '/contact/inbox' -> 'contact-inbox'. */
export function routeSlug(route: string): string {
  const slug = route.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-');
  return slug || 'home';
}

export function shotFile(role: string, width: number, route: string): string {
  return `${role}/${width}/${routeSlug(route)}.png`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function galleryIndexHtml(shots: TShot[], { roles, widths, paths }: { roles: readonly string[]; widths: number[]; paths: string[] }): string {
  const find = (role: string, width: number, route: string) => shots.find((s) => s.role === role && s.width === width && s.route === route);
  const cell = (shot: TShot | undefined) =>
    shot
      ? `<td><a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" alt="${escapeHtml(`${shot.route} as ${shot.role} at ${shot.width} px`)}" loading="lazy" width="${shot.width < 600 ? 150 : 320}"></a>${shot.scrollsSideways ? '<p class="warn">scrolls sideways</p>' : ''}</td>`
      : '<td>-</td>';
  const sections = roles
    .map(
      (role) => `<section id="${escapeHtml(role)}">
<h2>${escapeHtml(role)}</h2>
<table>
<thead><tr><th scope="col">Route</th>${widths.map((w) => `<th scope="col">${w} px</th>`).join('')}</tr></thead>
<tbody>
${paths.map((route) => `<tr><th scope="row"><code>${escapeHtml(route)}</code></th>${widths.map((w) => cell(find(role, w, route))).join('')}</tr>`).join('\n')}
</tbody>
</table>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Gallery: every route by role</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1a1f2b; }
nav a { margin-right: 1rem; }
table { border-collapse: collapse; margin-bottom: 3rem; }
th, td { border: 1px solid #d0d5de; padding: .5rem; vertical-align: top; text-align: left; }
img { display: block; height: auto; max-height: 480px; object-fit: cover; object-position: top; border: 1px solid #d0d5de; }
.warn { color: #b3261e; font-weight: 700; margin: .25rem 0 0; }
</style>
</head>
<body>
<h1>Gallery: every route by role</h1>
<p>${shots.length} full-page screenshots taken ${escapeHtml(new Date().toISOString())}. Select one to open it at full size.</p>
<nav aria-label="Roles">${roles.map((r) => `<a href="#${escapeHtml(r)}">${escapeHtml(r)}</a>`).join('')}</nav>
${sections}
</body>
</html>
`;
}
