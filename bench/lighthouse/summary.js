// Prints a Lighthouse report's performance and accessibility scores and, worst first, every
// audit that cost points, with what the page should change for the failing ones.
const path = require('node:path');

const report = require(path.resolve(process.argv[2]));

for (const id of ['performance', 'accessibility']) {
  const category = report.categories[id];
  console.log(`${category.title}: ${Math.round(category.score * 100)}`);
  const weights = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
  category.auditRefs
    .map((ref) => ({ audit: report.audits[ref.id], lost: (ref.weight * (1 - (report.audits[ref.id].score ?? 1)) * 100) / weights }))
    .filter(({ lost }) => lost > 0)
    .sort((a, b) => b.lost - a.lost)
    .forEach(({ audit, lost }) => console.log(`  -${lost.toFixed(1)} ${describe(audit)}`));
}

// Performance points go to its metrics; these unweighted audits say where their time went.
console.log('Performance hints:');
for (const ref of report.categories.performance.auditRefs.filter((ref) => ref.weight === 0)) {
  const audit = report.audits[ref.id];
  if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
    console.log(`  ${describe(audit)}`);
  }
}

// describe is an audit's title and value, then the first elements or files it blames.
function describe(audit) {
  const lines = [`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`];
  for (const item of (audit.details?.items ?? []).slice(0, 3)) {
    const culprit = item.node ? `${item.node.selector}: ${item.node.snippet}` : item.url;
    if (culprit) lines.push(`      ${culprit}`);
  }
  return lines.join('\n');
}
