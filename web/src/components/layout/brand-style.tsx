import { useEffect } from 'react';

import { useServerConfig } from '@/lib/server-config';
import { useBrand } from '@/lib/brand';

/**
 * Dresses the pages in the shop's brand: its colour's accent, as the server answers it, over the
 * stylesheet's (buttons, links, the chart), and its logo as the favicon. The server writes the
 * same accent into every page's head (site/templates/page.html); this keeps it when an admin
 * changes the colour. The demo's brand, without either, changes nothing.
 */
export function BrandStyle() {
  const brand = useBrand();
  const accent = useServerConfig().data?.shop?.accent;
  const logo = brand?.logo ?? '';
  const [color, dark, soft] = [accent?.color, accent?.dark, accent?.soft];

  useEffect(() => {
    if (!color || !dark || !soft) return;
    const root = document.documentElement.style;
    const variables = Object.entries({ '--accent': color, '--accent-dark': dark, '--accent-soft': soft });
    for (const [name, value] of variables) root.setProperty(name, value);
    return () => {
      for (const [name] of variables) root.removeProperty(name);
    };
  }, [color, dark, soft]);

  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!logo || !icon) return;
    const [href, type] = [icon.getAttribute('href') ?? '', icon.getAttribute('type') ?? ''];
    icon.href = logo;
    // The logo is a JPEG or a PNG, whatever the demo's icon is.
    icon.removeAttribute('type');
    return () => {
      icon.setAttribute('href', href);
      icon.setAttribute('type', type);
    };
  }, [logo]);

  return null;
}
