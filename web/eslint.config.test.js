// The folders' boundaries of eslint.config.js hold: ESLint refuses a feature importing another
// feature or the app, and shared code importing a feature, and lets the allowed imports pass.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });

/** The boundary rule's messages for `code` as if it were the file at `path` (under web/). */
async function boundaryErrors(path, code) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('the folders of src/', () => {
  // The first run loads the plugins and the TypeScript resolver: slow on a busy machine.
  beforeAll(() => eslint.lintText('', { filePath: 'src/lib/probe.ts' }), 120_000);

  it('refuse a feature importing another feature', async () => {
    const errors = await boundaryErrors('src/features/cart/probe.ts', "export { getOrder } from '@/features/orders/api/get-order';\n");
    expect(errors).toEqual([expect.stringContaining('A feature imports only the shared folders and its own')]);
  });

  it('refuse a feature importing the app', async () => {
    const errors = await boundaryErrors('src/features/cart/probe.ts', "export { AppProvider } from '@/app/provider';\n");
    expect(errors).toEqual([expect.stringContaining('A feature never imports the app')]);
  });

  it('refuse shared code importing a feature, by alias or by relative path', async () => {
    expect(await boundaryErrors('src/components/probe.ts', "export { getCart } from '@/features/cart/api/get-cart';\n")).toHaveLength(1);
    expect(await boundaryErrors('src/lib/probe.ts', "export { getCart } from '../features/cart/api/get-cart';\n")).toHaveLength(1);
  });

  it('let a feature import the shared folders and its own, and the app import features', async () => {
    const feature = "export { paths } from '@/config/paths';\nexport { api } from '@/lib/api-client';\nexport { getCart } from '../api/get-cart';\n";
    expect(await boundaryErrors('src/features/cart/components/probe.ts', feature)).toEqual([]);
    expect(await boundaryErrors('src/app/probe.ts', "export { getCart } from '@/features/cart/api/get-cart';\n")).toEqual([]);
  });
});
