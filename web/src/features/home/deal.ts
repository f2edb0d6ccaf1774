// The constants of Deal of the Day (spec section 9).
export const DEAL_TOOL_NAME = 'UNIVERSAL WRENCH 9/32MM';
export const DEAL_PRICE = 550;
/** The countdown restarts from this on every page load. */
export const DEAL_DURATION_MS = 10_000_000;
