import { useBrand } from '@/lib/brand';
import { imageSources } from '@/lib/pictures';

/** The shop's logo (the demo's icon without one) and name, once the server has told them. */
export function BrandMark() {
  const brand = useBrand();
  if (!brand) return null;
  return (
    <>
      {brand.logo ? (
        <img {...imageSources(brand.logo, '8rem')} alt="" height={28} className="brand-logo" />
      ) : (
        <img src="/favicon.svg" alt="" width={28} height={28} />
      )}
      <span className="brand-name">{brand.displayName}</span>
    </>
  );
}
