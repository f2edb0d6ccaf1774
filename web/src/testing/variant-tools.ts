// Tools sold in variants and kits (issue 42), for the admin's editor, deal and refund tests.
import type { Tool, Variant } from '@/types/api';

import { drill } from './data';

const variant = (fields: Partial<Variant> & Pick<Variant, '_id' | 'options' | 'name' | 'price'>): Variant => ({
  availableQuantity: 0,
  minOrder: 1,
  pictures: [],
  parts: [],
  ...fields,
});

/** A battery sold alone: a part of the drill's kit. */
export const battery: Tool = {
  ...drill,
  _id: 'a00000000000000000000011',
  name: 'Battery 2.0Ah',
  slug: 'battery-2-0ah',
  description: 'An 18V battery.',
  price: 39,
  minOrder: 1,
  availableQuantity: 12,
  sku: 'VM-B20',
  specs: [],
};

/** The drill in two voltages, bare or as a kit of its bare 18V self and two batteries. */
export const drillInVariants: Tool = {
  ...drill,
  _id: 'a00000000000000000000012',
  name: 'Impact Drill',
  slug: 'impact-drill',
  price: 99,
  minOrder: 1,
  availableQuantity: 11,
  sku: undefined,
  options: [
    { name: 'Voltage', values: ['12V', '18V'] },
    { name: 'Kit', values: ['Bare tool', '2 × 2.0Ah'] },
  ],
  variants: [
    variant({
      _id: 'b00000000000000000000001',
      options: { Voltage: '12V', Kit: 'Bare tool' },
      name: '12V · Bare tool',
      sku: 'ID-12-B',
      price: 99,
      availableQuantity: 5,
    }),
    variant({
      _id: 'b00000000000000000000002',
      options: { Voltage: '18V', Kit: 'Bare tool' },
      name: '18V · Bare tool',
      sku: 'ID-18-B',
      gtin: '4006381333931',
      price: 129,
      availableQuantity: 4,
    }),
    variant({
      _id: 'b00000000000000000000003',
      options: { Voltage: '18V', Kit: '2 × 2.0Ah' },
      name: '18V · 2 × 2.0Ah',
      price: 199,
      availableQuantity: 2,
      parts: [
        { toolId: 'a00000000000000000000012', variantId: 'b00000000000000000000002', quantity: 1, name: 'Impact Drill · 18V · Bare tool' },
        { toolId: battery._id, quantity: 2, name: 'Battery 2.0Ah' },
      ],
    }),
  ],
};
