import type { Tool } from '@/types/api';

type ToolSpecsProps = { tool: Pick<Tool, 'brand' | 'sku' | 'specs'> };

/** A tool's brand, SKU and specifications as a table; nothing when it has none of them. */
export function ToolSpecs({ tool }: ToolSpecsProps) {
  const rows = [
    ...(tool.brand ? [{ name: 'Brand', value: tool.brand }] : []),
    ...(tool.sku ? [{ name: 'SKU', value: tool.sku }] : []),
    ...tool.specs,
  ];
  if (rows.length === 0) return null;
  return (
    <table className="tool-specs">
      <caption>Specifications</caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${index}-${row.name}`}>
            <th scope="row">{row.name}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
