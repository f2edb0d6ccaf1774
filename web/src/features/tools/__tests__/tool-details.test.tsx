import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { drill, wrench } from '@/testing/data';

import { ToolGallery } from '../components/tool-gallery';
import { ToolSpecs } from '../components/tool-specs';

describe('ToolGallery', () => {
  it('shows the first picture large, another once its thumbnail is picked, and opens it big until Escape', async () => {
    const user = userEvent.setup();
    render(<ToolGallery pictures={drill.pictures} name={drill.name} />);
    const large = screen.getByRole('button', { name: 'Enlarge: The drill from the side' });
    expect(within(large).getByRole('img')).toHaveAttribute('src', drill.pictures[0].url);
    const thumbnails = within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('button');
    expect(thumbnails).toHaveLength(2);
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'The battery' }));
    expect(screen.getByRole('button', { name: 'The battery' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Enlarge: The battery' }));
    const dialog = await screen.findByRole('dialog', { name: 'The battery' });
    expect(within(dialog).getByRole('img', { name: 'The battery' })).toHaveAttribute('src', drill.pictures[1].url);

    // What the browser does on Escape.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names a picture without alt text by the tool, and shows no thumbnails for one picture', () => {
    render(<ToolGallery pictures={wrench.pictures} name={wrench.name} />);
    expect(screen.getByRole('img', { name: wrench.name })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pictures' })).not.toBeInTheDocument();
  });
});

describe('ToolSpecs', () => {
  it('shows brand, SKU and each specification in order', () => {
    render(<ToolSpecs tool={drill} />);
    const rows = within(screen.getByRole('table', { name: 'Specifications' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['BrandVoltmark', 'SKUVM-DD18-2', 'Voltage18 V', 'Weight1.6 kg']);
  });

  it('draws nothing for a tool without any', () => {
    const { container } = render(<ToolSpecs tool={wrench} />);
    expect(container).toBeEmptyDOMElement();
  });
});
