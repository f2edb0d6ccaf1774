import type { ReactNode } from 'react';

import { ShowMore } from '@/components/ui/show-more';
import { useWhenVisible } from '@/hooks/use-when-visible';
import type { Tool } from '@/types/api';

import { useCategories } from '../api/get-categories';
import { TOOLS_PAGE_SIZE } from '../api/get-tools';
import { BuyNow } from './buy-now';
import { ToolCard } from './tool-card';
import { ToolsStructuredData } from './tools-structured-data';

/** Cards that can be on the first screen at the widest layout load their images at once. */
const FIRST_SCREEN_CARDS = 4;

/**
 * Scrolling loads pages until this many cards show; then only the button does, so that what comes
 * after the list (the rest of Home, the footer) can still be reached.
 */
const SCROLL_LOADED_CARDS = 4 * TOOLS_PAGE_SIZE;

type ToolGridProps = {
  tools: Tool[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** A second action beside Buy Now, e.g. Add to cart, which the app gives. */
  moreActions?: ToolActions;
};

/** The actions a card shows for its tool beside Buy Now. */
export type ToolActions = (tool: Tool) => ReactNode;

/** The cards of the tools loaded so far, with Buy Now, and the way to the next page. */
export function ToolGrid({ tools, hasNextPage, isFetchingNextPage, fetchNextPage, moreActions }: ToolGridProps) {
  const { data: categories } = useCategories();
  const categoryNames = new Map(categories?.map((category) => [category.slug, category.name]));
  const loadsOnScroll = hasNextPage && tools.length < SCROLL_LOADED_CARDS;
  const showMoreRef = useWhenVisible<HTMLDivElement>(
    () => {
      if (!isFetchingNextPage) fetchNextPage();
    },
    tools.length,
    loadsOnScroll,
  );

  return (
    <>
      <ToolsStructuredData tools={tools} />
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
      {hasNextPage && (
        // The button stays for keyboards, screen readers and browsers without IntersectionObserver.
        <ShowMore ref={showMoreRef} label="Show more tools" busy={isFetchingNextPage} onClick={() => fetchNextPage()} />
      )}
    </>
  );
}
