import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Price } from '@/components/ui/price';
import { paths } from '@/config/paths';
import { imageSources } from '@/lib/pictures';
import type { Tool } from '@/types/api';

import { availability } from '../tool-page';

type ToolDetailsProps = {
  tool: Tool;
  /** The name of the tool's category, once the categories have loaded. */
  categoryName?: string;
  /** The ways to buy it: a quantity for the cart, Buy Now. */
  buy: ReactNode;
};

// The picture is the page's width on phones, half the 1440 px container at most beside the details.
const pictureSizes = '(max-width: 56rem) 100vw, 720px';

/**
 * A tool's page: a breadcrumb, its picture, name, price, stock, minimum order, the ways to buy
 * it and its description. The server writes the same elements for this page before the app runs
 * (httpapi/templates/page.html): change one, change both.
 */
export function ToolDetails({ tool, categoryName, buy }: ToolDetailsProps) {
  const stock = availability(tool);
  return (
    <div className="tool-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.home.getHref()}>Home</Link>
          </li>
          {tool.category && categoryName && (
            <li>
              <Link to={`${paths.search.getHref()}?category=${encodeURIComponent(tool.category)}`}>{categoryName}</Link>
            </li>
          )}
          <li aria-current="page">{tool.name}</li>
        </ol>
      </nav>
      <article className="tool-page-main">
        <img
          {...imageSources(tool.image, pictureSizes)}
          alt={tool.name}
          width={800}
          height={600}
          fetchPriority="high"
          className="tool-page-image"
        />
        <div className="tool-page-details">
          <h1 className="page-title tool-page-name">{tool.name}</h1>
          <Price price={tool.price} deal={tool.deal} />
          <p className={`availability ${stock.kind}`}>{stock.text}</p>
          <p className="tool-min-order">Minimum order: {tool.minOrder}</p>
          <div className="tool-page-buy">{buy}</div>
          <h2 className="tool-page-subtitle">Description</h2>
          <p className="tool-description">{tool.description}</p>
        </div>
      </article>
    </div>
  );
}
