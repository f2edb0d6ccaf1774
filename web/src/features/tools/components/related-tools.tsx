import type { Tool } from '@/types/api';

import { useRelatedTools } from '../api/get-related-tools';
import { BuyNow } from './buy-now';
import { ToolCard } from './tool-card';

/** Other tools of the tool's category in stock, as cards under its page; nothing when there are none. */
export function RelatedTools({ tool }: { tool: Tool }) {
  const { data: related } = useRelatedTools(tool);
  if (!related?.length) return null;
  return (
    <section className="section" aria-labelledby="related-tools">
      <h2 id="related-tools" className="section-title">
        Related tools
      </h2>
      <div className="grid">
        {related.map((other) => (
          <ToolCard key={other._id} tool={other} action={<div className="card-actions"><BuyNow tool={other} /></div>} />
        ))}
      </div>
    </section>
  );
}
