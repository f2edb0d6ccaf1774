// The server's JSON shapes under the names the pages import: each an alias of a schema of
// httpapi/openapi.json, from the types generated from it (openapi.gen.ts, `npm run api-types`).
// A shape that is wrong here is wrong in openapi.json: fix it there and regenerate.
// Money is a number of dollars.
import type { components, paths } from './openapi.gen';

type Schemas = components['schemas'];

export type Tool = Schemas['Tool'];
/** Any of a tool's fields, as PATCH /tool/{id} takes them; POST /tools takes the same and needs some. */
export type ToolChanges = Schemas['ToolChanges'];
export type Rating = Schemas['Rating'];
/** One of a tool's pictures as a tool carries it: `alt` '' when not written. */
export type ToolPicture = Tool['pictures'][number];
export type ToolSpec = Schemas['ToolSpec'];
export type ToolOption = Schemas['Option'];
export type Variant = Schemas['Variant'];
export type VariantChanges = Schemas['VariantChanges'];
export type KitPart = Schemas['KitPart'];
export type Brand = Schemas['Brand'];
export type Facets = Schemas['Facets'];
export type FacetValue = Schemas['FacetValue'];
export type SpecFacet = Schemas['SpecFacet'];
export type SearchFilters = Schemas['SearchFilters'];
export type SearchFiltersChoice = Schemas['SearchFiltersChoice'];
/** The deal of the day on its tool while it runs: `price` stays the tool's own. */
export type ToolDeal = NonNullable<Tool['deal']>;
export type Picture = Schemas['Picture'];
export type Category = Schemas['Category'];
export type Review = Schemas['Review'];
export type ToolReview = Schemas['ToolReview'];
export type ToolReviews = Schemas['ToolReviews'];
export type ShopSettings = Schemas['ShopSettings'];
export type ShopBrand = Schemas['ShopBrand'];
export type SocialLink = Schemas['SocialLink'];
export type Accent = Schemas['Accent'];
export type ShippingMethod = Schemas['ShippingMethod'];
/** Where a pickup's orders wait and when they can be collected. */
export type PickupPlace = Pick<ShippingMethod, 'address' | 'hours'>;
export type TaxRate = Schemas['TaxRate'];
export type DiscountKind = DiscountCode['kind'];
export type DiscountCode = Schemas['DiscountCode'];
export type Deal = Schemas['Deal'];
export type DealOfTheDay = Schemas['DealOfTheDay'];
export type OrderState = Schemas['OrderState'];
export type OrderEvent = Schemas['OrderEvent'];
export type OrderLine = Schemas['OrderLine'];
export type Refund = Schemas['Refund'];
export type RefundQuote = Schemas['RefundQuote'];
export type Order = Schemas['Order'];
/** The Overview's figures, GET /admin/stats. */
export type Stats = Schemas['Stats'];
export type Part = Schemas['Part'];
export type OrderAction = Schemas['OrderAction'];
export type Address = Schemas['Address'];
export type User = Schemas['User'];
/** The profile GET /userprofile/{email} answers, its email with it. */
export type Profile = paths['/userprofile/{email}']['get']['responses'][200]['content']['application/json'];
/** The signed-in account, from GET /auth/me. */
export type Account = Schemas['Me'];
export type Identity = Schemas['Identity'];
export type Session = Schemas['Session'];
/** What the server offers the pages, from GET /config. */
export type ServerConfig = Schemas['PublicConfig'];
/** A published page of the shop, for the footer and the checkout: /pages/{slug}. */
export type PageLink = ServerConfig['shop']['pages'][number];
export type Created = Schemas['Created'];
export type GuestCreated = Schemas['GuestCreated'];
export type Deleted = Schemas['Deleted'];
export type Modified = Schemas['Modified'];
export type Ended = Schemas['Ended'];
export type Message = Schemas['Message'];
export type ImportLine = Schemas['ImportLine'];
export type FieldChange = Schemas['FieldChange'];
export type ToolImport = Schemas['ToolImport'];
export type CartLine = Schemas['CartLine'];
export type Cart = Schemas['Cart'];
/** A visitor's cart line, kept in the browser. */
export type CartItem = Schemas['CartItem'];
export type Content = Schemas['Content'];
export type ShopPage = Schemas['ShopPage'];
export type PageSlug = Schemas['PageSlug'];
export type Scope = Schemas['Scope'];
/** An API key as GET /admin/api-keys lists it: never its secret. */
export type ApiKey = Schemas['APIKey'];
