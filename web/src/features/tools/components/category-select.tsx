import type { ComponentProps } from 'react';

import { SelectField } from '@/components/ui/field';

import { useCategories } from '../api/get-categories';

type CategorySelectProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & {
  /** The option for no category, its value ''. */
  noneLabel: string;
};

/**
 * "Category": a select of the shop's categories by name, each standing for its slug. It renders
 * again when they arrive, so the browser then picks the option of the value it was given.
 */
export function CategorySelect({ noneLabel, ...select }: CategorySelectProps) {
  const { data: categories } = useCategories();
  return (
    <SelectField label="Category" {...select}>
      <option value="">{noneLabel}</option>
      {categories?.map((category) => (
        <option key={category._id} value={category.slug}>
          {category.name}
        </option>
      ))}
    </SelectField>
  );
}
