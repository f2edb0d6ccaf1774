import type { ReactNode } from 'react';

import { Breadcrumb } from '@/components/layout/breadcrumb';
import { Price } from '@/components/ui/price';
import { paths } from '@/config/paths';
import { shownPrice, type ToolForm } from '@/lib/tool-forms';

import { availability } from '../tool-page';
import { ToolGallery } from './tool-gallery';
import { ToolSpecs } from './tool-specs';

type ToolDetailsProps = {
  /** The tool, or the form of it the options chosen pick (its variant's price, stock, SKU and pictures). */
  tool: ToolForm;
  /** The name of the tool's category, once the categories have loaded. */
  categoryName?: string;
  /** A tool with variants: its options' pickers, under its price. */
  choice?: ReactNode;
  /** The ways to buy it: a quantity for the cart, Buy Now. */
  buy: ReactNode;
};

/**
 * A tool's page: a breadcrumb, its pictures, name, price, its options' pickers, stock, minimum
 * order, the ways to buy it, a kit's parts, its description and specifications; of the variant
 * chosen, once one is. The server writes the same elements for this page before the app runs
 * (site/templates/page.html): change one, change both.
 */
export function ToolDetails({ tool, categoryName, choice, buy }: ToolDetailsProps) {
  const stock = availability(tool);
  return (
    <div className="tool-page">
      <Breadcrumb
        steps={tool.category && categoryName ? [{ label: categoryName, href: paths.category.getHref(tool.category) }] : []}
        current={tool.name}
      />
      <article className="tool-page-main">
        {/* Another variant's pictures start again from their first. */}
        <ToolGallery key={tool.variant?._id} pictures={tool.pictures} name={tool.name} />
        <div className="tool-page-details">
          <h1 className="page-title tool-page-name">{tool.name}</h1>
          <Price {...shownPrice(tool)} />
          {choice}
          <p className={`availability ${stock.kind}`}>{stock.text}</p>
          <p className="tool-min-order">Minimum order: {tool.minOrder}</p>
          <div className="tool-page-buy">{buy}</div>
          {/* Under the pickers, which a kit's parts appearing would otherwise move. */}
          {tool.parts.length > 0 && (
            <>
              <h2 id="kit-parts" className="tool-page-subtitle">
                In the kit
              </h2>
              <ul className="kit-parts" aria-labelledby="kit-parts">
                {tool.parts.map((part, index) => (
                  <li key={index}>
                    {part.quantity} × {part.name}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2 className="tool-page-subtitle">Description</h2>
          <p className="tool-description">{tool.description}</p>
          <ToolSpecs tool={tool} />
        </div>
      </article>
    </div>
  );
}
