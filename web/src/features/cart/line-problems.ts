import type { Cart, CartLine } from '@/types/api';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A problem of a line, naming its tool: "Hand saw: only 3 left". */
export const nameProblem = (toolsName: string, problem: string) => `${toolsName}: ${lowerFirst(problem)}`;

/** A line's problem, naming its tool. */
export const lineProblem = (line: CartLine) => nameProblem(line.toolsName, line.problem);

/**
 * The problems the server names by tool id (a checkout's 409 `lines`), each naming its tool
 * as the cart shows it.
 */
export const namedProblems = (cart: Cart, lines: Record<string, string>) =>
  Object.entries(lines).map(([toolId, problem]) =>
    nameProblem(cart.lines.find((line) => line.toolId === toolId)?.toolsName ?? 'A tool', problem),
  );
