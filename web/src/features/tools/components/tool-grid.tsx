import { ShowMore } from '@/components/ui/show-more';
import { useWhenVisible } from '@/hooks/use-when-visible';
import type { Tool } from '@/types/api';

import { TOOLS_PAGE_SIZE } from '../api/get-tools';
import { ToolCards, type ToolActions } from './tool-cards';
import { ToolsStructuredData } from './tools-structured-data';

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

/** The cards of the tools loaded so far, with Buy Now, and the way to the next page. */
export function ToolGrid({ tools, hasNextPage, isFetchingNextPage, fetchNextPage, moreActions }: ToolGridProps) {
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
      <ToolCards tools={tools} moreActions={moreActions} />
      {hasNextPage && (
        // The button stays for keyboards, screen readers and browsers without IntersectionObserver.
        <ShowMore ref={showMoreRef} label="Show more tools" busy={isFetchingNextPage} onClick={() => fetchNextPage()} />
      )}
    </>
  );
}
