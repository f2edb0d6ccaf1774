import type { Category } from '@/types/api';

import { TOOLS_PAGE_SIZE } from './api/get-tools';
import { toolDescription } from './tool-page';
import { toolCount } from './tool-count';

/**
 * The page a category's address names: 1 without ?page=, 0 for one that is no whole number from
 * 1 written as such ("02", "-1", "x"), which the server answers with its 404 page
 * (site/categorypage.go, pageNumber).
 */
export function pageNumber(page: string | null): number {
  if (page === null) return 1;
  return /^[1-9]\d*$/.test(page) ? Number(page) : 0;
}

/** How many pages a category of `total` tools fills: one at least, which says it has none yet. */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / TOOLS_PAGE_SIZE));

/**
 * A category page's meta description, as the server writes it (site/categorypage.go,
 * categoryDescription): the owner's, else a sentence of its name and tool count.
 */
export function categoryDescription(category: Pick<Category, 'name' | 'description' | 'toolCount'>): string {
  return toolDescription({
    description:
      category.description ||
      `${category.name}: ${toolCount(category.toolCount)} with their prices and stock. Order online and pay by card.`,
  });
}

/** A category page's part of the tab title: its name, and its page after the first. */
export const categoryTitle = (name: string, page: number) => (page > 1 ? `${name}, page ${page}` : name);
