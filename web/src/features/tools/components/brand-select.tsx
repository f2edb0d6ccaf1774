import type { ComponentProps } from 'react';

import { SelectField } from '@/components/ui/field';

import { useBrands } from '../api/get-brands';

type BrandSelectProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>;

/**
 * "Brand": a select of the brands the catalogue's tools have, each standing for its slug. It
 * renders again when they arrive, so the browser then picks the option of the value it was given.
 */
export function BrandSelect(select: BrandSelectProps) {
  const { data: brands } = useBrands();
  return (
    <SelectField label="Brand" {...select}>
      <option value="">All brands</option>
      {brands?.map((brand) => (
        <option key={brand.slug} value={brand.slug}>
          {brand.name}
        </option>
      ))}
    </SelectField>
  );
}
