import { lineKey, lineName } from '@/lib/tool-forms';
import type { Cart, CartLine } from '@/types/api';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A problem of a line, naming its tool (and variant): "Hand saw: only 3 left". */
export const nameProblem = (toolsName: string, problem: string) => `${toolsName}: ${lowerFirst(problem)}`;

/** A line's problem, naming its tool and variant. */
export const lineProblem = (line: CartLine) => nameProblem(lineName(line), line.problem);

/**
 * The problems the server names by line (a checkout's 409 `lines`: "{toolId}" or
 * "{toolId}:{variantId}"), each naming its tool and variant as the cart shows them.
 */
export const namedProblems = (cart: Cart, lines: Record<string, string>) =>
  Object.entries(lines).map(([key, problem]) => {
    const line = cart.lines.find((l) => lineKey(l) === key);
    return nameProblem(line ? lineName(line) : 'A tool', problem);
  });
