/** "1 tool", "12 tools": a count of tools the server gave, in words. */
export const toolCount = (count: number) => (count === 1 ? '1 tool' : `${count} tools`);
