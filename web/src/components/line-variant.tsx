type LineVariantProps = {
  /** A line of a cart or an order: its tool's name, its variant's name and SKU, as the server sends them. */
  line: { toolsName: string; variantName?: string; sku?: string };
  /** The element around it: a paragraph of its own, or inline text. */
  as?: 'p' | 'span';
  /** Names the tool too, where the variant stands apart from its line ("Cordless Drill: 18V · Bare tool"). */
  withTool?: boolean;
};

/** Under a line's tool name, the variant it is ("18V · Bare tool") and its SKU in small text; nothing for a tool without variants. */
export function LineVariant({ line, as: Element = 'p', withTool = false }: LineVariantProps) {
  if (!line.variantName) return null;
  return (
    <Element className="line-variant">
      {withTool && `${line.toolsName}: `}
      {line.variantName}
      {line.sku && <small className="line-sku"> · SKU {line.sku}</small>}
    </Element>
  );
}
