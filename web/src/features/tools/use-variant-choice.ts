import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { formOf, type ToolForm } from '@/lib/tool-forms';
import type { Tool } from '@/types/api';

import { variantOf, type Chosen } from './variant-choice';

/** The query parameter naming the variant a tool's page shows: /products/{id}/{slug}?variant={variantId}. */
const VARIANT = 'variant';

/**
 * The values chosen on a tool's page and the form of the tool they pick. The address names the
 * variant once every option is chosen (replaced, so Back leaves the page rather than undoing a
 * choice); an address naming one (a link, a reload) chooses its values.
 */
export function useVariantChoice(tool: Tool) {
  const [params, setParams] = useSearchParams();
  const named = params.get(VARIANT) ?? '';
  const valuesOf = (variantId: string): Chosen => tool.variants.find((v) => v._id === variantId)?.options ?? {};
  const [chosen, setChosen] = useState<Chosen>(() => valuesOf(named));
  // Another address of the page (a link to another variant) chooses that variant's values.
  const [seen, setSeen] = useState(named);
  if (seen !== named) {
    setSeen(named);
    if (named) setChosen(valuesOf(named));
  }

  const choose = (option: string, value: string) => {
    const next = { ...chosen, [option]: value };
    setChosen(next);
    const variant = variantOf(tool, next);
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        if (variant) after.set(VARIANT, variant._id);
        else after.delete(VARIANT);
        return after;
      },
      { replace: true },
    );
  };

  const form: ToolForm = formOf(tool, variantOf(tool, chosen)?._id);
  return { chosen, choose, form };
}
