// Writes src/types/openapi.gen.ts, the API's types, from ../httpapi/openapi.json with
// openapi-typescript (the version package.json pins). With --check it writes nothing and fails
// when the file in the tree differs from what the document generates now (npm run lint).
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const spec = new URL('../../httpapi/openapi.json', import.meta.url);
const out = new URL('../src/types/openapi.gen.ts', import.meta.url);
const header =
  '// Generated from httpapi/openapi.json by openapi-typescript: do not edit.\n' +
  '// Regenerate with `npm run api-types` (web/); `npm run lint` fails when it is stale.\n\n';

const generated = header + astToString(await openapiTS(spec));

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(out, 'utf8');
  } catch {
    // Missing: it differs.
  }
  if (current !== generated) {
    console.error('src/types/openapi.gen.ts is not what httpapi/openapi.json generates: run `npm run api-types`.');
    process.exit(1);
  }
  console.log('src/types/openapi.gen.ts matches httpapi/openapi.json.');
} else {
  writeFileSync(out, generated);
  console.log('wrote src/types/openapi.gen.ts');
}
