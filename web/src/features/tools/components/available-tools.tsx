import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { useTools } from '../api/get-tools';
import { ToolCard } from './tool-card';

export function AvailableTools() {
  const { data: tools } = useTools();

  return (
    <section className="section" aria-labelledby="available-tools">
      <h2 id="available-tools" className="section-title">
        Available Tools: {tools?.length ?? ''}
      </h2>
      {/* The spec keeps this indicator up until tools arrive, failures included. */}
      {!tools ? (
        <button type="button" className="button loading-button" disabled>
          <span className="spinner-wheel small" aria-hidden="true" /> loading
        </button>
      ) : (
        <div className="grid">
          {tools.map((tool) => (
            <ToolCard
              key={tool._id}
              tool={tool}
              action={
                <Link to={paths.purchase.getHref(tool._id)} className="button" aria-label={`Buy Now: ${tool.name}`}>
                  Buy Now
                </Link>
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
