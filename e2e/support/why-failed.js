// A reporter that ends the run with why each journey failed, in a few lines, after the list
// reporter's long account: a CI log is often read from its tail, where the list reporter leaves
// only a failure's attachments.
const ESCAPES = /\u001b\[[0-9;]*m/g;

export default class WhyFailed {
  failures = [];

  onTestEnd(test, result) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const error = result.errors[0];
    const where = error?.location ? `${error.location.file.split('/tests/').pop()}:${error.location.line}` : '';
    const message = (error?.message ?? result.status).replace(ESCAPES, '').split('\n').slice(0, 12);
    this.failures.push([`✘ ${test.titlePath().filter(Boolean).slice(1).join(' › ')} ${where}`, ...message]);
  }

  onEnd() {
    if (this.failures.length === 0) return;
    console.log('\nWhy each journey failed:');
    for (const lines of this.failures) console.log(lines.map((line) => `  ${line}`).join('\n'));
  }

  printsToStdio() {
    return true;
  }
}
