import { routes } from './routes';

const { indexed, unindexed } = routes;

/** The query naming a tool's variant on its pages, "?variant=…"; none without one. */
const variantQuery = (variantId?: string) => (variantId ? `?variant=${encodeURIComponent(variantId)}` : '');

// Every client route of the shop. `path` (from routes.json, which the server shares) is for
// the router, `getHref` for links.
export const paths = {
  home: { path: indexed.home, getHref: () => '/' },
  blogs: { path: indexed.blogs, getHref: () => '/blogs' },
  portfolio: { path: indexed.portfolio, getHref: () => '/my-portfolio' },
  login: {
    path: indexed.login,
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
  },
  signup: {
    path: indexed.signup,
    getHref: (redirectTo?: string) =>
      redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup',
  },
  /** The search results: /search?q=…&category=…&inStock=true&sort=… */
  search: {
    path: unindexed.search,
    getHref: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
  },
  resetPassword: { path: unindexed.resetPassword, getHref: () => '/reset-password' },
  /** The link start-up prints on a shop without an admin: /setup#token=… */
  setup: { path: unindexed.setup, getHref: () => '/setup' },
  /** The link of the verification mail: /verify-email?token=… */
  verifyEmail: { path: unindexed.verifyEmail, getHref: () => '/verify-email' },
  /** Buy Now of a tool, in the variant `variantId` names for a tool with variants. */
  purchase: { path: unindexed.purchase, getHref: (toolId: string, variantId?: string) => `/purchase/${toolId}${variantQuery(variantId)}` },
  /** A tool's public page, showing the variant `variantId` names; the server sends any other slug to the tool's own. */
  product: {
    path: unindexed.product,
    getHref: (tool: { _id: string; slug: string }, variantId?: string) => `/products/${tool._id}/${tool.slug}${variantQuery(variantId)}`,
  },
  /** A category's page, written by the server first; page 2 and on are "?page=2" (24 tools a page). */
  category: {
    path: unindexed.category,
    getHref: (slug: string, page = 1) => `/categories/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`,
  },
  cart: { path: unindexed.cart, getHref: () => '/cart' },
  checkout: { path: unindexed.checkout, getHref: () => '/checkout' },
  /** A guest order's private page; its key travels after "#", never to the server or a referrer. */
  guestOrder: {
    path: unindexed.guestOrder,
    getHref: (orderId: string, key: string) => `/guest/orders/${orderId}#key=${encodeURIComponent(key)}`,
    /** The page of an order just placed whose key only its mail carries. */
    getPlacedHref: (orderId: string) => `/guest/orders/${orderId}`,
  },
  dashboard: {
    root: { path: unindexed.dashboard, getHref: () => '/dashboard' },
    overview: { path: unindexed.dashboardOverview, getHref: () => '/dashboard/overview' },
    account: { path: unindexed.dashboardAccount, getHref: () => '/dashboard/account' },
    payment: { path: unindexed.dashboardPayment, getHref: (orderId: string) => `/dashboard/payment/${orderId}` },
    /** An order's invoice; with `creditNote`, the credit note of its refund of that number. */
    invoice: {
      path: unindexed.dashboardInvoice,
      getHref: (orderId: string, creditNote?: number) =>
        `/dashboard/invoice/${orderId}${creditNote ? `?creditNote=${creditNote}` : ''}`,
    },
    addReview: { path: unindexed.dashboardAddReview, getHref: () => '/dashboard/add-review' },
    myOrders: { path: unindexed.dashboardMyOrders, getHref: () => '/dashboard/my-order' },
    /** One order's page, for its customer and admins (the API's is /orders/{id}). */
    order: { path: unindexed.dashboardOrder, getHref: (orderId: string) => `/dashboard/orders/${orderId}` },
    makeAdmin: { path: unindexed.dashboardMakeAdmin, getHref: () => '/dashboard/make-admin' },
    addTools: { path: unindexed.dashboardAddTools, getHref: () => '/dashboard/add-tools' },
    manageProducts: { path: unindexed.dashboardManageProducts, getHref: () => '/dashboard/manage-product' },
    manageOrders: { path: unindexed.dashboardManageOrders, getHref: () => '/dashboard/manage-orders' },
    importTools: { path: unindexed.dashboardImportTools, getHref: () => '/dashboard/import-tools' },
    /** The search page's filters and the synonym sets. */
    search: { path: unindexed.dashboardSearch, getHref: () => '/dashboard/search' },
    shop: { path: unindexed.dashboardShop, getHref: () => '/dashboard/shop' },
    shipping: { path: unindexed.dashboardShipping, getHref: () => '/dashboard/shipping' },
    taxRates: { path: unindexed.dashboardTaxRates, getHref: () => '/dashboard/tax-rates' },
    discountCodes: { path: unindexed.dashboardDiscountCodes, getHref: () => '/dashboard/discount-codes' },
    deal: { path: unindexed.dashboardDeal, getHref: () => '/dashboard/deal' },
    content: { path: unindexed.dashboardContent, getHref: () => '/dashboard/content' },
    pages: { path: unindexed.dashboardPages, getHref: () => '/dashboard/pages' },
    integrations: { path: unindexed.dashboardIntegrations, getHref: () => '/dashboard/integrations' },
  },
  /** One of the shop's own pages, written in Markdown: /pages/returns. */
  shopPage: { path: unindexed.shopPage, getHref: (slug: string) => `/pages/${slug}` },
} as const;

/** The page to return to after signing in: only paths inside this site. */
export function safeRedirect(redirectTo: string | null): string {
  return redirectTo && redirectTo.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : paths.home.getHref();
}
