import type { Place } from '@/lib/places';
import type { Account, Address, Category, Content, DealOfTheDay, Order, OrderAction, OrderState, Review, Tool, User } from '@/types/api';

export const customer: Account = { email: 'carol@example.com', name: 'Carol Customer', admin: false, verified: true };
export const admin: Account = { email: 'adam@example.com', name: 'Adam Admin', admin: true, verified: true };
/** Signed up, the verification mail not followed yet. */
export const newcomer: Account = { email: 'nina@example.com', name: 'Nina Newcomer', admin: false, verified: false };

export const drill: Tool = {
  _id: 'a00000000000000000000001',
  name: 'Cordless Drill',
  slug: 'cordless-drill',
  image: '/images/cordless-drill.svg',
  description: '18V drill driver with two batteries.',
  price: 120,
  minOrder: 10,
  availableQuantity: 200,
  rating: { average: 0, count: 0 },
  pictures: [
    { url: '/images/cordless-drill.svg', alt: 'The drill from the side' },
    { url: '/images/cordless-drill-battery.svg', alt: 'The battery' },
  ],
  brand: 'Voltmark',
  sku: 'VM-DD18-2',
  specs: [
    { name: 'Voltage', value: '18 V' },
    { name: 'Weight', value: '1.6 kg' },
  ],
  options: [],
  variants: [],
  parts: [],
};

export const wrench: Tool = {
  _id: 'a00000000000000000000002',
  name: 'UNIVERSAL WRENCH 9/32MM',
  slug: 'universal-wrench-9-32mm',
  image: '/images/universal-wrench.svg',
  description: 'Fits nuts from 9 to 32 mm.',
  price: 550,
  minOrder: 5,
  availableQuantity: 50,
  rating: { average: 0, count: 0 },
  pictures: [{ url: '/images/universal-wrench.svg', alt: '' }],
  specs: [],
  options: [],
  variants: [],
  parts: [],
};

/**
 * A drill sold in variants (docs/API.md): Voltage 12V or 18V, Kit "Bare tool" or "2 × 2.0Ah".
 * 12V · Bare tool is sold out, 12V · 2 × 2.0Ah is not sold, 18V · 2 × 2.0Ah is a kit with its own
 * pictures. The tool's price is the lowest variant's, its stock their sum, as the server answers.
 */
export const variantDrill: Tool = {
  _id: 'a00000000000000000000003',
  name: 'Impact Drill',
  slug: 'impact-drill',
  image: '/images/impact-drill.svg',
  description: 'A drill in two voltages, bare or with batteries.',
  price: 99,
  minOrder: 1,
  availableQuantity: 12,
  rating: { average: 0, count: 0 },
  pictures: [{ url: '/images/impact-drill.svg', alt: 'The drill' }],
  brand: 'Voltmark',
  specs: [],
  options: [
    { name: 'Voltage', values: ['12V', '18V'] },
    { name: 'Kit', values: ['Bare tool', '2 × 2.0Ah'] },
  ],
  variants: [
    {
      _id: 'f00000000000000000000001',
      options: { Voltage: '12V', Kit: 'Bare tool' },
      name: '12V · Bare tool',
      sku: 'VM-ID12-B',
      price: 99,
      availableQuantity: 0,
      minOrder: 1,
      pictures: [],
      parts: [],
    },
    {
      _id: 'f00000000000000000000002',
      options: { Voltage: '18V', Kit: 'Bare tool' },
      name: '18V · Bare tool',
      sku: 'VM-ID18-B',
      price: 129,
      availableQuantity: 10,
      minOrder: 1,
      pictures: [],
      parts: [],
    },
    {
      _id: 'f00000000000000000000003',
      options: { Voltage: '18V', Kit: '2 × 2.0Ah' },
      name: '18V · 2 × 2.0Ah',
      sku: 'VM-ID18-K2',
      price: 199,
      availableQuantity: 2,
      minOrder: 1,
      pictures: [{ url: '/images/impact-drill-kit.svg', alt: 'The drill with two batteries' }],
      parts: [
        { toolId: 'a00000000000000000000003', variantId: 'f00000000000000000000002', quantity: 1, name: 'Impact Drill — 18V · Bare tool' },
        { toolId: 'a00000000000000000000004', quantity: 2, name: '2.0Ah battery' },
      ],
    },
  ],
  parts: [],
};

export const tools = [drill, wrench];

/** GET /deal's answer with no deal set: the spec's, on the wrench, ending 10,000,000 ms after it is asked for. */
export const specDeal = (): DealOfTheDay => ({
  toolId: wrench._id,
  name: wrench.name,
  image: wrench.image,
  price: 550,
  endsAt: new Date(Date.now() + 10_000_000).toISOString(),
});

export const powerTools: Category = {
  _id: 'd00000000000000000000001',
  slug: 'power-tools',
  name: 'Power Tools',
  description: 'Drills, drivers and grinders, corded and cordless.',
  toolCount: 3,
};
export const handTools: Category = { _id: 'd00000000000000000000002', slug: 'hand-tools', name: 'Hand Tools', description: '', toolCount: 0 };
export const categories = [handTools, powerTools];

export const reviews: Review[] = [
  { _id: 'b00000000000000000000001', name: 'Dana', ratings: 5, description: 'Fast delivery, great drill.', hidden: false },
  { _id: 'b00000000000000000000002', name: 'Eli', ratings: 4, description: 'Good wrench for the price.', hidden: false },
];

/** The clock of the order tests: 18 minutes after the orders below were placed. */
export const now = new Date('2026-01-01T10:18:00Z');

/**
 * What the server allows on an order in each state, to its customer and to an admin together
 * (each page offers only its own): the answers of the orders below unless they say otherwise.
 */
const allowedIn: Record<OrderState, OrderAction[]> = {
  pending: ['pay', 'cancel', 'delete'],
  paid: ['ship', 'refund', 'review'],
  shipped: ['refund', 'review'],
  cancelled: ['buyAgain'],
  expired: ['buyAgain'],
  refunded: [],
};

/** A one-line order of 10 drills at $120, with what overrides changes; its line follows its name. */
function order(overrides: Partial<Order>): Order {
  const id = overrides._id ?? 'c00000000000000000000000';
  const toolsName = overrides.toolsName ?? drill.name;
  return {
    _id: id,
    orderNumber: `#${id.slice(-8).toUpperCase()}`,
    toolId: drill._id,
    toolsName,
    customerName: customer.name,
    email: customer.email,
    guest: false,
    address: '1 Bench Street',
    number: '555-0100',
    quantity: 10,
    unitPrice: 120,
    price: 1200,
    subtotal: 1200,
    discount: 0,
    shipping: 0,
    shippingTax: 0,
    tax: 0,
    taxIncluded: false,
    parts: [
      { kind: 'subtotal', label: 'Subtotal', amount: 1200 },
      { kind: 'total', label: 'Total', amount: 1200 },
    ],
    actions: allowedIn[overrides.state ?? 'pending'],
    taxCountry: 'US',
    taxRegion: '',
    lines: [
      { toolId: drill._id, toolsName, unitPrice: 120, quantity: 10, price: 1200, discount: 0, tax: 0, refundedQuantity: 0 },
    ],
    refunds: [],
    refunded: 0,
    paid: false,
    transactionId: '',
    status: false,
    state: 'pending',
    createdAt: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

/** Waiting for payment until 11:00, 42 minutes after `now`. */
export const unpaidOrder = order({
  _id: 'c00000000000000000000001',
  toolsName: 'Cordless Drill',
  expiresAt: '2026-01-01T11:00:00Z',
});
export const paidOrder = order({
  _id: 'c00000000000000000000002',
  toolsName: 'Claw Hammer',
  paid: true,
  transactionId: 'txn_paid_123',
  state: 'paid',
});
export const shippedOrder = order({
  _id: 'c00000000000000000000003',
  toolsName: 'Spirit Level',
  paid: true,
  transactionId: 'txn_shipped_456',
  status: true,
  state: 'shipped',
});
export const cancelledOrder = order({ _id: 'c00000000000000000000004', toolsName: 'Hand Saw', state: 'cancelled' });
export const expiredOrder = order({ _id: 'c00000000000000000000005', toolsName: 'Tape Measure', state: 'expired' });
export const refundedOrder = order({
  _id: 'c00000000000000000000006',
  toolsName: 'Angle Grinder',
  transactionId: 'txn_refunded_789',
  state: 'refunded',
});
export const orders = [unpaidOrder, paidOrder, shippedOrder, cancelledOrder, expiredOrder, refundedOrder];

export const users: User[] = [
  { _id: 'd00000000000000000000001', email: admin.email, name: admin.name, role: 'admin', verified: true, disabled: false, apiKeys: 0 },
  { _id: 'd00000000000000000000002', email: customer.email, name: customer.name, role: '', verified: true, disabled: false, apiKeys: 0 },
];

/** A few of GET /places's countries, by name, and their regions (Gibraltar has none). */
export const countries: Place[] = [
  { code: 'CA', name: 'Canada' },
  { code: 'DE', name: 'Germany' },
  { code: 'GI', name: 'Gibraltar' },
  { code: 'US', name: 'United States' },
];
export const regions: Record<string, Place[]> = {
  CA: [
    { code: 'BC', name: 'British Columbia' },
    { code: 'ON', name: 'Ontario' },
  ],
  DE: [{ code: 'BE', name: 'Berlin' }],
  GI: [],
  US: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
    { code: 'TX', name: 'Texas' },
  ],
};

/** An address of the customer's book, its default. */
export const savedAddress: Address = {
  _id: 'a00000000000000000000001',
  customerName: 'Carol C.',
  line1: '24 Sussex Dr',
  city: 'Ottawa',
  region: 'ON',
  postalCode: 'K1A 0B1',
  country: 'CA',
  number: '555-0100',
  address: '24 Sussex Dr, Ottawa, ON K1A 0B1, Canada',
  isDefault: true,
};

/** The spec's words, as GET /content answers them for the demo (toolshop.DefaultContent). */
export const content: Content = {
  hero: { title: 'Mordern Power Tools', text: 'All hardware equipments and accessories available here', button: 'Read More', link: '/blogs' },
  trustBand: {
    hidden: false,
    items: [
      { figure: '72+', label: 'Countries' },
      { figure: '100+', label: 'Customers' },
      { figure: '60+', label: 'Tools' },
    ],
  },
  about: [
    { title: 'Cash on Delivery', text: '100% money back guarantee if a tool is not what you ordered.' },
    { title: 'Special Gift Card', text: 'Buy a gift card and get bonuses with a gift for every order.' },
    { title: 'Customer Service', text: 'Our team is reachable 24/7 by phone and email.' },
  ],
  footer: [
    { title: 'Services', links: ['Branding', 'Design', 'Marketing', 'Advertisement'].map((label) => ({ label, href: '/' })) },
    { title: 'Company', links: ['About us', 'Contact', 'Jobs', 'Press kit'].map((label) => ({ label, href: '/' })) },
    { title: 'Legal', links: ['Terms of use', 'Privacy policy', 'Cookie policy'].map((label) => ({ label, href: '/' })) },
  ],
  menu: { blogs: true, portfolio: true },
  copyright: 'Copyright © 2023 - All rights reserved by Toolshop Ltd',
};

type Priced = Pick<Order, 'subtotal' | 'discount' | 'shipping' | 'tax' | 'price' | 'taxIncluded'> &
  Partial<Pick<Order, 'code' | 'shippingMethod' | 'taxName'>>;

/** A quote as the server answers it: its amounts, and its parts labelled as the server labels them. */
export function quoteOf(amounts: Priced) {
  const taxLabel = `${amounts.taxName || 'Tax'}${amounts.taxIncluded ? ' included' : ''}`;
  const parts: Order['parts'] = [
    { kind: 'subtotal', label: 'Subtotal', amount: amounts.subtotal },
    ...(amounts.discount ? [{ kind: 'discount' as const, label: `Discount (${amounts.code})`, amount: -amounts.discount }] : []),
    ...(amounts.shippingMethod ? [{ kind: 'shipping' as const, label: `Shipping (${amounts.shippingMethod})`, amount: amounts.shipping }] : []),
    ...(amounts.taxName || amounts.tax ? [{ kind: 'tax' as const, label: taxLabel, amount: amounts.tax }] : []),
    { kind: 'total', label: 'Total', amount: amounts.price },
  ];
  return { ...amounts, parts, actions: [] };
}
