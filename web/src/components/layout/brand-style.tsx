import { useEffect } from 'react';

import { accentVariables, useBrand } from '@/lib/brand';

/**
 * Dresses the pages in the shop's brand: its colour as the stylesheet's accent (buttons, links,
 * the chart) and its logo as the favicon. The demo's brand, without either, changes nothing.
 */
export function BrandStyle() {
  const brand = useBrand();
  const color = brand?.brandColor ?? '';
  const logo = brand?.logo ?? '';

  useEffect(() => {
    if (!color) return;
    const root = document.documentElement.style;
    const variables = Object.entries(accentVariables(color));
    for (const [name, value] of variables) root.setProperty(name, value);
    return () => {
      for (const [name] of variables) root.removeProperty(name);
    };
  }, [color]);

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
