// Shapes of the server's JSON (docs/API.md). Money is a number of dollars.

export type Tool = {
  _id: string;
  name: string;
  image: string;
  description: string;
  price: number;
  minOrder: number;
  availableQuantity: number;
  /** The slug of the tool's category; absent when it has none. */
  category?: string;
  /** The deal of the day, on its tool while it runs: `price` stays the tool's own. */
  deal?: ToolDeal;
  /** Its name as the last part of its page's address (paths.product). */
  slug: string;
  /** Its buyers' shown reviews: every answer of the server carries it ({0, 0} without any). */
  rating?: Rating;
  /** The tool's pictures in order, at least one, at most 10: `image` is the first's `url`. */
  pictures: ToolPicture[];
  /** Absent when the tool has none; a SKU is one tool's only. */
  brand?: string;
  sku?: string;
  specs: ToolSpec[];
};

/** The average stars of a tool's shown reviews, to one decimal, and how many there are. */
export type Rating = { average: number; count: number };

/** One of a tool's pictures: `alt` says what it shows, for those who cannot see it ('' when not written). */
export type ToolPicture = { url: string; alt: string };

/** A row of a tool's specifications: "Voltage" "18 V". */
export type ToolSpec = { name: string; value: string };

/** A brand of the catalogue's tools, from GET /brands: `slug` is what GET /tools?brand= takes. */
export type Brand = { slug: string; name: string; toolCount: number };

/** What an order of the deal's tool is charged a unit (before delivery and tax) until `endsAt`. */
export type ToolDeal = { price: number; endsAt: string };

/** A picture an admin uploaded, from POST /admin/images: `url` is the one a tool's image names. */
export type Picture = {
  url: string;
  variants: { url: string; size: number; width: number; height: number }[];
};

/** One of the shop's categories, from GET /categories (by name). */
export type Category = {
  _id: string;
  slug: string;
  name: string;
  /** How many tools are in it: a category with tools cannot be deleted. */
  toolCount: number;
};

/** A review of the shop; `hiddenAt` and `hiddenBy` (an admin's email) are for admins. */
export type Review = {
  _id: string;
  name: string;
  ratings: number;
  description: string;
  hidden: boolean;
  hiddenAt?: string;
  hiddenBy?: string;
};

/** A buyer's review of a tool; `hiddenAt` and `hiddenBy` (an admin's email) are for admins. */
export type ToolReview = {
  _id: string;
  toolId: string;
  name: string;
  ratings: number;
  title: string;
  description: string;
  /** Only buyers of the tool write its reviews: false once every unit its author bought was refunded. */
  verified: boolean;
  createdAt: string;
  updatedAt: string;
  hidden: boolean;
  hiddenAt?: string;
  hiddenBy?: string;
};

/** A page of a tool's reviews, with the rating and the count of each number of stars ("1" to "5") of the shown ones. */
export type ToolReviews = Rating & {
  reviews: ToolReview[];
  distribution: Record<string, number>;
};

/** The shop's details and how it charges tax, from GET /admin/shop. */
export type ShopSettings = {
  legalName: string;
  address: string;
  taxNumber: string;
  /** The home country and region (ISO 3166 codes: "US", "CA"): where pickups and purchase-form orders are taxed. */
  country: string;
  region: string;
  pricesIncludeTax: boolean;
  shippingTaxed: boolean;
  /** The shipping method of the purchase form's orders; '' for the cheapest delivery to the home country. */
  purchaseShippingMethodId: string;
  /** The invoices' paper: 'letter', 'a4', or '' for the home country's (Letter in the US and Canada). */
  paperSize: '' | 'letter' | 'a4';
  /** Whether the shop's owner is mailed each order paid (its contact email, else its admins); on by default. */
  notifyOnPaid: boolean;
  /** Where the mail of each order paid goes besides the admins; "" for none. */
  noticesEmail: string;
} & ShopBrand;

/** How the shop shows itself to customers: public, in GET /config's `shop`. */
export type ShopBrand = {
  /** The shop's name as customers see it; invoices keep the legal name. */
  displayName: string;
  /** An uploaded picture's URL, or '' for none. */
  logo: string;
  /** The accent of buttons, links and the chart, '#rrggbb'; '' for the demo's own. */
  brandColor: string;
  contactEmail: string;
  contactPhone: string;
  socialLinks: SocialLink[];
};

export type SocialLink = { name: string; url: string };

/** A brand colour's accent: the colour, a darker one for hover, a pale one for backgrounds. */
export type Accent = { color: string; dark: string; soft: string };

/** A way orders reach customers: a delivery to `countries`, or a pickup. */
export type ShippingMethod = {
  _id: string;
  name: string;
  price: number;
  /** Free for a discounted subtotal of at least this; 0 for never. */
  freeOver: number;
  countries: string[];
  pickup: boolean;
} & PickupPlace;

/** Where a pickup's orders wait and when they can be collected: the owner's free text, '' for a delivery. */
export type PickupPlace = { address: string; hours: string };

export type TaxRate = {
  _id: string;
  country: string;
  /** '' for the whole country. */
  region: string;
  name: string;
  /** In hundredths of a percent: 725 is 7.25 %. */
  rate: number;
  /** Not charged: its place, kept as text before places were codes, was not understood. Saving it switches it on. */
  off: boolean;
};

export type DiscountKind = 'percent' | 'amount' | 'free_shipping';

export type DiscountCode = {
  _id: string;
  code: string;
  kind: DiscountKind;
  /** In hundredths of a percent, for 'percent'. */
  percent: number;
  amount: number;
  minSubtotal: number;
  startsAt?: string;
  endsAt?: string;
  /** 0 for no limit. */
  maxUses: number;
  maxUsesPerCustomer: number;
  active: boolean;
  /** The orders holding the code. */
  uses: number;
};

/** The deal of the day: GET /deal answers it while it runs, else {}. */
export type Deal = { toolId: string; price: number; endsAt: string };

/** Where an order is in its life; `paid` and `status` (shipped) follow from it. */
export type OrderState = 'pending' | 'paid' | 'shipped' | 'cancelled' | 'expired' | 'refunded';

export type OrderEvent = {
  kind:
    | 'placed'
    | 'payment_started'
    | 'confirmed'
    | 'paid'
    | 'ready_for_pickup'
    | 'shipped'
    | 'picked_up'
    | 'cancelled'
    | 'expired'
    | 'refunded'
    | 'refund';
  at: string;
  /** 'customer', an admin's email, or 'shop'. */
  by: string;
  note?: string;
};

/** One tool of an order, its price frozen when the order was placed. */
export type OrderLine = {
  toolId: string;
  toolsName: string;
  unitPrice: number;
  quantity: number;
  /** The line's total: unitPrice × quantity. */
  price: number;
  /** The line's shares of the order's discount and tax. */
  discount: number;
  tax: number;
  refundedQuantity: number;
  /** The tool's picture as the catalogue has it now; absent once the tool is deleted. */
  image?: string;
};

/** Money an order gave back: some units of some lines, and the shipping with the last. */
export type Refund = {
  n: number;
  amount: number;
  shipping: number;
  /** The tax within shipping. */
  shippingTax: number;
  at: string;
  /** Each line's amount given back, and the tax within it. */
  lines: { line: number; quantity: number; amount: number; tax: number; restock: boolean }[];
  creditNote?: { number: number; issuedAt: string };
};

/** What a refund would give back before it is made: amount = goods + shipping + tax. */
export type RefundQuote = {
  amount: number;
  /** The tools and the shipping given back, each net of its tax. */
  goods: number;
  shipping: number;
  tax: number;
  /** The order's tax and rate: "CA sales tax 7.25 %". */
  taxLabel: string;
  lines: { line: number; quantity: number; amount: number; tax: number; restock: boolean }[];
};

export type Order = {
  _id: string;
  /** The short number every page, mail and export shows: "#3FA2B9C1". */
  orderNumber: string;
  /** A one-line order's tool; absent for several lines. */
  toolId?: string;
  /** A one-line order's tool name; a summary of the names for several lines. */
  toolsName: string;
  customerName: string;
  email: string;
  /** Placed without an account: it belongs to its email, and opens with its key. */
  guest: boolean;
  /** A guest order its email's owner confirmed: only then does an account of the email list it. */
  confirmed?: boolean;
  /** Opened with the confirm link of a mail: the order must be confirmed before it is paid. */
  confirmFirst?: boolean;
  /** The address as one line, which the server writes from its fields for a checkout's order. */
  address: string;
  /** The phone number. */
  number: string;
  /** A checkout's delivery address in fields, beside `country` and `region`; none for a pickup or the purchase form. */
  company?: string;
  line1?: string;
  line2?: string;
  city?: string;
  postalCode?: string;
  /** The units in all. */
  quantity: number;
  /** A one-line order's unit price; absent for several lines. */
  unitPrice?: number;
  /** The total: subtotal − discount + shipping (+ tax unless the prices held it). */
  price: number;
  subtotal: number;
  discount: number;
  shipping: number;
  shippingTax: number;
  tax: number;
  taxIncluded: boolean;
  /** What the order was priced under. */
  code?: string;
  shippingMethod?: string;
  taxName?: string;
  /** Where a checkout's order goes (ISO 3166 codes); none for a pickup or the spec's purchase form. */
  country?: string;
  region?: string;
  /** Where the order was taxed: where it goes, or the shop's home for a pickup and the purchase form. */
  taxCountry: string;
  taxRegion: string;
  lines: OrderLine[];
  refunds: Refund[];
  /** The money given back so far. */
  refunded: number;
  carrier?: string;
  trackingNumber?: string;
  shippedAt?: string;
  invoice?: { number: number; issuedAt: string };
  /** A pickup order's place, as its method had it when the order was placed, and when it was ready; absent for a delivery. */
  pickup?: PickupPlace & { readyAt?: string };
  /** True while the state is paid or shipped. */
  paid: boolean;
  transactionId: string;
  /** True once shipped. */
  status: boolean;
  state: OrderState;
  createdAt: string;
  /** While pending: the order holds its stock until then, then it expires. */
  expiresAt?: string;
  /** Only from GET /orders/{id}. */
  events?: OrderEvent[];
};

/** An address of the customer's book, from GET /addresses; `address` is its one line. */
export type Address = {
  _id: string;
  customerName: string;
  company?: string;
  line1: string;
  line2?: string;
  city?: string;
  /** ISO 3166 codes: "US", "CA". */
  country: string;
  region: string;
  postalCode?: string;
  /** The phone number. */
  number: string;
  address: string;
  isDefault: boolean;
};

/** An account as admins see it, from GET /user. */
export type User = {
  _id: string;
  email: string;
  name: string;
  /** 'admin' marks admins. */
  role: string;
  /** The owner proved the mailbox; only verified accounts can be made admins. */
  verified: boolean;
  /** A disabled account cannot sign in. */
  disabled: boolean;
  /** How many live API keys the account made: demoting it revokes them. */
  apiKeys: number;
};

export type Profile = {
  email: string;
  name: string;
  education: string;
  city: string;
  number: string;
  profile: string;
};

/** The signed-in account, from GET /auth/me. */
export type Account = {
  email: string;
  name: string;
  admin: boolean;
  /** False until the owner follows the link mailed to the address. */
  verified: boolean;
};

/** Proof of identity from signup, login, Google or a password reset; traded for the API token. */
export type Identity = {
  token: string;
  email: string;
  name: string;
  /** Google only: this sign-in took over an account someone had made with the address without verifying it. */
  claimed?: boolean;
};

/** One signed-in browser of the account, from GET /auth/sessions (newest first). */
export type Session = {
  id: string;
  userAgent: string;
  createdAt: string;
  /** The session of the browser asking. */
  current: boolean;
};

export type ServerConfig = {
  payments: { provider: 'sandbox' | 'stripe'; publishableKey?: string };
  googleSignIn: boolean;
  /** The shop's setting: whether the prices shown include tax. */
  pricesIncludeTax: boolean;
  /** The brand, and the shop's own pages people may read (absent from an older server). */
  /** `accent`: the brand colour's, as the stylesheet's variables; none for the demo's own. */
  shop: ShopBrand & { accent?: Accent; pages?: PageLink[] };
};

/** A published page of the shop, for the footer and the checkout: /pages/{slug}. */
export type PageLink = { slug: PageSlug; title: string };

export type Created = { acknowledged: boolean; insertedId: string };

/** A guest's checkout answers the key that opens the order (X-Order-Key); the shop keeps only its hash. */
export type GuestCreated = Created & { orderKey?: string };
export type Deleted = { deletedCount: number };
export type Modified = { modifiedCount: number };
export type Ended = { endedCount: number };
export type Message = { message: string };

/** What a catalogue import does with a line of the file (POST /admin/tools/import). */
export type ImportLine = {
  /** The line number in the file, the header being line 1. */
  line: number;
  action: 'add' | 'change' | 'unchanged' | 'refused';
  _id?: string;
  name: string;
  /** The fields a change sets. */
  changed?: string[];
  /** Each field a change sets, with its value before and after ("$12.00" → "$14.50"). */
  diffs?: { field: string; from: string; to: string }[];
  /** Why a line is refused, and the message for each field, as POST /tools answers. */
  message?: string;
  fields?: Record<string, string>;
};

export type ToolImport = {
  lines: ImportLine[];
  added: number;
  changed: number;
  unchanged: number;
  refused: number;
  applied: boolean;
};

/** A line of a cart as the customer sees it now (docs/API.md, Cart and checkout). */
export type CartLine = {
  toolId: string;
  toolsName: string;
  image: string;
  /** The tool's slug, for its page's address; absent once the tool is deleted. */
  slug?: string;
  unitPrice: number;
  quantity: number;
  price: number;
  minOrder: number;
  availableQuantity: number;
  /** Why the line cannot be bought as it is; '' when it can. */
  problem: string;
};

export type Cart = {
  lines: CartLine[];
  subtotal: number;
  /** The units in all. */
  count: number;
  code?: string;
  codeProblem?: string;
  discount: number;
  /** What a merge at sign-in changed of the visitor's lines. */
  changes?: { toolId: string; toolsName: string; message: string }[];
};

/** A visitor's cart line, kept in the browser. */
export type CartItem = { toolId: string; quantity: number };

/** The home page's words, the footer and the menu, from GET /content: the spec's until the owner saves their own. */
export type Content = {
  hero: { title: string; text: string; button: string; link: string };
  trustBand: { hidden: boolean; items: { figure: string; label: string }[] };
  about: { title: string; text: string }[];
  footer: { title: string; links: { label: string; href: string }[] }[];
  menu: { blogs: boolean; portfolio: boolean };
  copyright: string;
};

/** One of the shop's own pages, written in Markdown (GET /admin/pages). */
export type ShopPage = { slug: PageSlug; title: string; markdown: string; published: boolean };

export type PageSlug = 'about' | 'contact' | 'shipping' | 'returns' | 'terms' | 'privacy';

/** What an API key may do (docs/API.md, API keys). */
export type Scope = 'catalogue:read' | 'catalogue:write' | 'orders:read' | 'orders:write';

/** An API key as GET /admin/api-keys lists it: never its secret. */
export type ApiKey = {
  _id: string;
  name: string;
  scopes: Scope[];
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  createdBy: string;
  expiresAt: string | null;
  /** To the minute; null until first used. */
  lastUsedAt: string | null;
};
