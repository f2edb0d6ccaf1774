import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Price } from '@/components/ui/price';
import { Stars } from '@/components/ui/stars';
import { paths } from '@/config/paths';
import { imageSources } from '@/lib/pictures';
import { shownPrice, type ToolForm } from '@/lib/tool-forms';

import { canBeBought } from '../tool-page';

type ToolCardProps = {
  /** The tool, or one form of it (Buy Now's): then its variant's name, price and stock. */
  tool: ToolForm;
  /** Shown under the details, e.g. a Buy Now link. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  lazyImage?: boolean;
  /** The picture is asked for before the page's others: the first card's, a phone's largest paint. */
  firstImage?: boolean;
  /** The name of the tool's category, once the categories have loaded. */
  categoryName?: string;
};

// A card is the grid's column: the page's width on phones, at most some 400 px wider up.
const toolImageSizes = '(max-width: 40rem) 100vw, 400px';

export function ToolCard({
  tool,
  action,
  headingLevel: Heading = 'h3',
  lazyImage = true,
  firstImage = false,
  categoryName,
}: ToolCardProps) {
  return (
    <article className="card tool-card">
      {/* The picture leads to the tool's page too; keyboards reach it by the name's link. */}
      <Link to={paths.product.getHref(tool, tool.variant?._id)} tabIndex={-1} className="tool-image-link">
        <img
          {...imageSources(tool.image, toolImageSizes)}
          alt={tool.name}
          width={400}
          height={300}
          loading={lazyImage ? 'lazy' : 'eager'}
          fetchPriority={firstImage ? 'high' : undefined}
          className="tool-image"
        />
      </Link>
      <div className="card-body">
        <Heading className="card-title">
          <Link to={paths.product.getHref(tool, tool.variant?._id)}>{tool.name}</Link>
        </Heading>
        {tool.variant && <p className="tool-variant">{tool.variant.name}</p>}
        {tool.rating && tool.rating.count > 0 && (
          <p className="tool-rating">
            <Stars average={tool.rating.average} count={tool.rating.count} />
          </p>
        )}
        {categoryName && <p className="tool-category">{categoryName}</p>}
        <p>
          <strong>Description:</strong> {tool.description}
        </p>
        <p>
          <strong>Minimum order:</strong> {tool.minOrder}
        </p>
        <p>
          <strong>Available Quantity:</strong> {tool.availableQuantity}
        </p>
        <Price {...shownPrice(tool)} />
        {!canBeBought(tool) && <p className="badge badge-warning sold-out">Out of stock</p>}
        {action}
      </div>
    </article>
  );
}
