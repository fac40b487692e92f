import { ACR_CHAPTERS, ACR_LEVEL_LABELS } from '@app/shared-types/compliance/acr/model';
import { evidenceLine, remarksOf } from './acr-diff';
import { acrTitle, changeLine, evaluationMethods, LEGAL, type AcrExportInput } from './acr-yaml';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const day = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString()).slice(0, 10);

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;max-width:1000px;margin:0 auto;padding:24px;line-height:1.5}
h2{margin-top:2rem;border-bottom:2px solid #1a1a1a}table{border-collapse:collapse;width:100%}th,td{border:1px solid #555;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#e8e8e8}ul{margin:.25rem 0;padding-left:1.2rem}@media print{tr{break-inside:avoid}}`;

/** The version as a printable page (VPAT 2.4 layout): a table per chapter, evidence and who evaluated each criterion, and the changes since the previous version. */
export function toAcrHtml({ version: v, previous, changes }: AcrExportInput): string {
  const byNum = new Map((changes ?? []).map((c) => [c.num, c]));
  const tables = ACR_CHAPTERS.map((chapter) => {
    const rows = v.criteria
      .filter((c) => c.chapter === chapter.id)
      .map((c) => {
        const change = byNum.get(c.num);
        const who = c.recorded ? `Evaluated by ${escape(c.recorded.evaluatedBy.name)} on ${day(c.recorded.evaluatedAt)}; the scans proposed ${ACR_LEVEL_LABELS[c.proposed]}.` : 'Proposed from automated checks; not yet evaluated by a person.';
        const evidence = c.evidence.length ? `<p>Evidence:</p><ul>${c.evidence.map((e) => `<li>${escape(evidenceLine(e))}: ${escape(e.message)}</li>`).join('')}</ul>` : '';
        const changed = change && previous ? `<p><strong>Changed since version ${previous.number}:</strong> ${escape(changeLine(change))}.</p>` : '';
        return `<tr><th scope="row">${escape(c.num)} ${escape(c.handle)}</th><td>${ACR_LEVEL_LABELS[c.level]}</td><td><p>${escape(remarksOf(c))}</p><p>${who}</p>${evidence}${changed}</td></tr>`;
      })
      .join('\n');
    return `<h2 id="${chapter.id}">${escape(chapter.label)}</h2>
<table aria-labelledby="${chapter.id}"><thead><tr><th scope="col">Criteria</th><th scope="col">Conformance Level</th><th scope="col">Remarks and Explanations</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
  }).join('\n');
  const changeList = previous
    ? `<h2 id="changes">Changes since version ${previous.number}</h2>${
        changes?.length ? `<ul>${changes.map((c) => `<li>${escape(c.num)} ${escape(c.handle)}: ${escape(changeLine(c))}</li>`).join('')}</ul>` : '<p>No criterion changed.</p>'
      }`
    : '<h2 id="changes">Changes</h2><p>This is the first version.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(acrTitle(v))}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escape(acrTitle(v))}</h1>
<p>Based on VPAT® Version 2.4 (WCAG 2.1 and Revised Section 508 edition). Version ${v.number}, ${day(v.createdAt)}, by ${escape(v.createdByName)}.</p>
<p>Scans from ${day(v.scanDates.from)} to ${day(v.scanDates.to)} of ${v.pages.length} ${v.pages.length === 1 ? 'page' : 'pages'}:</p>
<ul>${v.pages.map((p) => `<li>${escape(p)}</li>`).join('')}</ul>
<h2 id="methods">Evaluation methods used</h2>
<p>${escape(evaluationMethods(v))}</p>
${changeList}
${tables}
<h2 id="legal">Legal disclaimer</h2>
<p>${escape(LEGAL)}</p>
</main></body>
</html>
`;
}
