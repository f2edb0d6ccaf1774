import { useState } from 'react';

import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Field, TextAreaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { maxLength, required, trimmed, useForm } from '@/lib/form';
import type { Category } from '@/types/api';

import { useCreateCategory, type CategoryInput } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { useUpdateCategory } from '../api/update-category';
import { toolCount } from '../tool-count';

// The server's limits and words (catalog.go).
const categorySchema = {
  name: [required('Name is required'), maxLength(60, 'Must be 60 characters or fewer')],
  description: [maxLength(300, 'Must be 300 characters or fewer')],
};

/** The shop's categories, for admins to add to, describe, rename and prune. */
export function Categories() {
  const { data: categories } = useCategories();
  const [editing, setEditing] = useState<Category | null>(null);
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
              {category.name} <span className="muted">({toolCount(category.toolCount)})</span>
              {category.description && <span className="category-item-description muted">{category.description}</span>}
            </span>
            <span className="row-actions">
              <button
                type="button"
                className="button button-secondary"
                aria-label={`Edit category ${category.name}`}
                onClick={() => setEditing(category)}
              >
                Edit
              </button>
              <button
                type="button"
                className="button button-secondary"
                aria-label={`Delete category ${category.name}`}
                onClick={() => deletion.ask(category)}
              >
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
      <AddCategory />
      <EditCategoryDialog category={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete this category?"
        message={`${deletion.pending?.name} will no longer be offered for tools.`}
        confirmLabel="Delete"
      />
    </section>
  );
}

function AddCategory() {
  const createCategory = useCreateCategory();
  // A new key gives empty fields after each category added.
  const [formKey, setFormKey] = useState(0);
  return (
    <CategoryForm
      key={formKey}
      nameLabel="New category"
      submitLabel="Add category"
      busy={createCategory.isPending}
      serverError={createCategory.error}
      onSubmit={(input) =>
        createCategory.mutate(input, {
          onSuccess: () => {
            toast.success(`${input.name} added`);
            setFormKey((key) => key + 1);
          },
        })
      }
    />
  );
}

/** Renames or describes a category, sending only what changed. */
function EditCategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const updateCategory = useUpdateCategory();
  // The next category opened starts without this one's refusal.
  const close = () => {
    updateCategory.reset();
    onClose();
  };
  return (
    <Dialog open={category !== null} title={category ? `Edit ${category.name}` : 'Edit category'} onClose={close}>
      {category && (
        <CategoryForm
          initialValues={{ name: category.name, description: category.description }}
          nameLabel="Name"
          submitLabel="Save changes"
          hint="A new name is a new address for the category's page."
          busy={updateCategory.isPending}
          serverError={updateCategory.error}
          onSubmit={(input) => {
            const changes = {
              ...(input.name !== category.name && { name: input.name }),
              ...(input.description !== category.description && { description: input.description }),
            };
            updateCategory.mutate(
              { categoryId: category._id, changes },
              {
                onSuccess: () => {
                  toast.success(`${input.name} updated`);
                  onClose();
                },
              },
            );
          }}
        />
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={close}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

type CategoryFormProps = {
  initialValues?: CategoryInput;
  nameLabel: string;
  submitLabel: string;
  /** Under the name: what changing it does. */
  hint?: string;
  busy: boolean;
  serverError: Error | null;
  onSubmit: (input: CategoryInput) => void;
};

function CategoryForm({
  initialValues = { name: '', description: '' },
  nameLabel,
  submitLabel,
  hint,
  busy,
  serverError,
  onSubmit,
}: CategoryFormProps) {
  const form = useForm(initialValues, categorySchema, serverError);
  return (
    <form noValidate className="form category-form" onSubmit={form.handleSubmit((values) => onSubmit(trimmed(values)))}>
      <Field label={nameLabel} hint={hint} {...form.field('name')} />
      <TextAreaField
        label="About the category"
        hint="Optional: a few words under the category's name on its page, and for search engines."
        rows={3}
        {...form.field('description')}
      />
      <button type="submit" className="button align-start" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
