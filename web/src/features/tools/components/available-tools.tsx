import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { useTools } from '../api/get-tools';
import { ToolCard } from './tool-card';
import { ToolsStructuredData } from './tools-structured-data';

/** Cards that can be on the first screen at the widest layout load their images at once. */
const FIRST_SCREEN_CARDS = 4;

export function AvailableTools() {
  const { data: tools } = useTools();

  return (
    <section className="section" aria-labelledby="available-tools">
      <h2 id="available-tools" className="section-title">
        Available Tools: {tools?.length ?? ''}
      </h2>
      {/* The spec keeps this indicator up until tools arrive, failures included. */}
      {!tools ? (
        // The loading area fills the screen so that the sections below do not jump when
        // the cards arrive.
        <div className="tools-loading">
          <button type="button" className="button loading-button" disabled>
            <span className="spinner-wheel small" aria-hidden="true" /> loading
          </button>
        </div>
      ) : (
        <>
          <ToolsStructuredData tools={tools} />
          <div className="grid">
            {tools.map((tool, index) => (
              <ToolCard
                key={tool._id}
                tool={tool}
                lazyImage={index >= FIRST_SCREEN_CARDS}
                action={
                  // What the link buys: its name for screen readers, its hidden words for crawlers
                  // (which read the text, not the label).
                  <Link to={paths.purchase.getHref(tool._id)} className="button" aria-label={`Buy Now: ${tool.name}`}>
                    Buy Now<span className="visually-hidden">: {tool.name}</span>
                  </Link>
                }
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
