import { useToolPages } from '../api/get-tools';
import type { ToolActions } from './tool-cards';
import { ToolGrid } from './tool-grid';
import { ToolsLoading } from './tools-loading';

const ALL_TOOLS = {};

/** Home's catalogue: the count of every tool, and their cards page by page. */
export function AvailableTools({ moreActions }: { moreActions?: ToolActions }) {
  const { tools, total, hasNextPage, isFetchingNextPage, fetchNextPage } = useToolPages(ALL_TOOLS);

  return (
    <section className="section" aria-labelledby="available-tools">
      <h2 id="available-tools" className="section-title">
        Available Tools: {total ?? ''}
      </h2>
      {!tools ? (
        <ToolsLoading />
      ) : (
        <ToolGrid
          tools={tools}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={fetchNextPage}
          moreActions={moreActions}
        />
      )}
    </section>
  );
}
