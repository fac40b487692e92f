import { EVALUATION_METHODS, LEGAL_DISCLAIMER, type ReportFacts } from './openacr';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const LEVEL_LABEL = { 'does-not-support': 'Does Not Support', 'not-evaluated': 'Not Evaluated' } as const;

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;max-width:960px;margin:0 auto;padding:24px;line-height:1.5}
h1{font-size:1.8rem;margin-bottom:.25rem}h2{font-size:1.3rem;margin-top:2rem;border-bottom:2px solid #1a1a1a}
table{border-collapse:collapse;width:100%;margin-top:.5rem}th,td{border:1px solid #555;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#e8e8e8}.dns{color:#8a1111;font-weight:700}.ne{color:#4a4a4a}
.note{background:#fff6d6;border:1px solid #8a6d00;padding:8px 12px}
@media print{body{padding:0}a{color:inherit}.note{break-inside:avoid}tr{break-inside:avoid}}
`;

/** The same report as a printable page (VPAT 2.4 WCAG edition layout); no scripts, every value escaped. */
export function toReportHtml(facts: ReportFacts): string {
  const table = (level: 'A' | 'AA', caption: string) => `
<h2 id="table-${level.toLowerCase()}">${caption}</h2>
<table aria-labelledby="table-${level.toLowerCase()}">
<thead><tr><th scope="col">Criteria</th><th scope="col">Conformance Level</th><th scope="col">Remarks and Explanations</th></tr></thead>
<tbody>
${facts.criteria
  .filter((c) => c.level === level)
  .map(
    (c) =>
      `<tr><th scope="row">${escape(c.num)} ${escape(c.handle)} (Level ${c.level})</th><td class="${c.adherence === 'does-not-support' ? 'dns' : 'ne'}">${LEVEL_LABEL[c.adherence]}</td><td>${escape(c.notes)}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(facts.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escape(facts.title)}</h1>
<p>Based on VPAT® Version 2.4 (WCAG 2.1 edition). Report date: ${facts.reportDate.toISOString().slice(0, 10)}.</p>
<p class="note"><strong>Draft from automated checks.</strong> Criteria without a failing automated check are marked Not Evaluated, not Supports. A manual review must complete this report before it is used as a conformance claim.</p>
<h2 id="product">Product and scope</h2>
<p><strong>${escape(facts.productName)}</strong>: ${escape(facts.description)}</p>
<ul>${facts.pages.map((p) => `<li>${escape(p)}</li>`).join('')}</ul>
<p>Checks passed: ${facts.summary.passedChecks} of ${facts.summary.totalChecks}${facts.summary.score === null ? '' : ` (score ${facts.summary.score}%)`}. Issues: ${facts.summary.issues}, of which ${facts.summary.critical} critical.</p>
<h2 id="methods">Evaluation methods used</h2>
<p>${escape(EVALUATION_METHODS(facts))}</p>
<h2 id="standards">Applicable standards</h2>
<p>Web Content Accessibility Guidelines 2.1, Level A and Level AA (Tables 1 and 2). Level AAA (Table 3) was not evaluated. Revised Section 508 incorporates WCAG 2.0 Level A and AA by reference (E205.4).</p>
${table('A', 'Table 1: Success Criteria, Level A')}
${table('AA', 'Table 2: Success Criteria, Level AA')}
<h2 id="legal">Legal disclaimer</h2>
<p>${escape(LEGAL_DISCLAIMER)}</p>
</main>
</body>
</html>
`;
}
