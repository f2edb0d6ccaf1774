// The shop's brand (GET /config's shop): its name, logo and colour on every page. The colour
// rule is the server's (toolshop.CheckBrandColor), here to show the contrast while typing.
import { useServerConfig } from '@/lib/server-config';
import type { ShopBrand } from '@/types/api';

/** The demo's and a new shop's brand: its name, and the stylesheet's own colours. */
export const defaultBrand: ShopBrand = {
  displayName: 'Toolshop',
  logo: '',
  brandColor: '',
  contactEmail: '',
  contactPhone: '',
  socialLinks: [],
};

/** The shop's brand; undefined until the server has told it, so that no page shows a name that is not the shop's. */
export function useBrand(): ShopBrand | undefined {
  const { data, isError } = useServerConfig();
  if (isError) return defaultBrand;
  // A server older than the brand answers no shop.
  return data && (data.shop ?? defaultBrand);
}

/** WCAG 2 asks text this much contrast at level AA. */
export const minContrast = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;

export const isHexColor = (color: string) => HEX.test(color);

const channels = (color: string) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));

/** WCAG 2's relative luminance of '#rrggbb', from 0 (black) to 1 (white). */
function luminance(color: string) {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two '#rrggbb' colours, from 1 to 21. */
export function contrast(a: string, b: string) {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A ratio as people read it, rounded down: 4.48 is "4.4:1", never "4.5:1". */
export const formatContrast = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/**
 * Why a brand colour would make text hard to read, in the server's words, or undefined. Buttons
 * write white on it and links write it on white: one contrast, against white, decides both.
 */
export function brandColorProblem(color: string) {
  if (color === '') return undefined;
  if (!isHexColor(color)) return 'Choose a colour as #rrggbb, such as #b45309';
  const ratio = contrast(color, '#ffffff');
  return ratio < minContrast ? `Too light for white text: contrast ${formatContrast(ratio)}, needs 4.5:1` : undefined;
}

/** '#rrggbb' as rgba() with an opacity, for a canvas. */
export function withAlpha(color: string, alpha: number) {
  const [r, g, b] = channels(color);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
