import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { required, useForm } from '@/lib/form';
import type { Category } from '@/types/api';

import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';

const categorySchema = { name: [required('Name is required')] };

/** The shop's categories, for admins to add to and prune. */
export function Categories() {
  const { data: categories } = useCategories();
  const deletion = useConfirmedMutation<Category>(useDeleteCategory(), {
    variables: (category) => category._id,
    successMessage: (category) => `${category.name} deleted successfully`,
  });

  return (
    <section className="section categories" aria-labelledby="categories-title">
      <h2 id="categories-title" className="section-title">
        Categories
      </h2>
      {categories?.length === 0 && <p>No categories yet: tools can still be added without one.</p>}
      <ul className="category-list">
        {categories?.map((category) => (
          <li key={category._id} className="category-item">
            <span>
              {category.name} <span className="muted">({toolCountText(category.toolCount)})</span>
            </span>
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Delete category ${category.name}`}
              onClick={() => deletion.ask(category)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      <AddCategory />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete this category?"
        message={`${deletion.pending?.name} will no longer be offered for tools.`}
        confirmLabel="Delete"
      />
    </section>
  );
}

const toolCountText = (count: number) => (count === 1 ? '1 tool' : `${count} tools`);

function AddCategory() {
  const createCategory = useCreateCategory();
  // A new key gives an empty field after each category added.
  const [formKey, setFormKey] = useState(0);
  return (
    <CategoryForm
      key={formKey}
      busy={createCategory.isPending}
      serverError={createCategory.error}
      onSubmit={(name) =>
        createCategory.mutate(name, {
          onSuccess: () => {
            toast.success(`${name} added`);
            setFormKey((key) => key + 1);
          },
        })
      }
    />
  );
}

type CategoryFormProps = { busy: boolean; serverError: Error | null; onSubmit: (name: string) => void };

function CategoryForm({ busy, serverError, onSubmit }: CategoryFormProps) {
  const form = useForm({ name: '' }, categorySchema, serverError);
  return (
    <form noValidate className="form category-form" onSubmit={form.handleSubmit(({ name }) => onSubmit(name.trim()))}>
      <Field label="New category" {...form.field('name')} />
      <button type="submit" className="button align-start" disabled={busy}>
        Add category
      </button>
    </form>
  );
}
