import type { ReactNode } from 'react';

import type { Tool } from '@/types/api';

import { useCategories } from '../api/get-categories';
import { BuyNow } from './buy-now';
import { ToolCard } from './tool-card';

/** Cards that can be on the first screen at the widest layout load their images at once. */
const FIRST_SCREEN_CARDS = 4;

/** The actions a card shows for its tool beside Buy Now. */
export type ToolActions = (tool: Tool) => ReactNode;

type ToolCardsProps = {
  tools: Tool[];
  /** A second action beside Buy Now, e.g. Add to cart, which the app gives. */
  moreActions?: ToolActions;
};

/**
 * The tools' cards in the grid, each with Buy Now. The server writes the same grid on the home
 * page and a category's (site/templates/page.html, "grid"): change one, change both.
 */
export function ToolCards({ tools, moreActions }: ToolCardsProps) {
  const { data: categories } = useCategories();
  const categoryNames = new Map(categories?.map((category) => [category.slug, category.name]));
  return (
    <div className="grid">
      {tools.map((tool, index) => (
        <ToolCard
          key={tool._id}
          tool={tool}
          lazyImage={index >= FIRST_SCREEN_CARDS}
          firstImage={index === 0}
          categoryName={tool.category && categoryNames.get(tool.category)}
          action={
            <div className="card-actions">
              <BuyNow tool={tool} />
              {moreActions?.(tool)}
            </div>
          }
        />
      ))}
    </div>
  );
}
