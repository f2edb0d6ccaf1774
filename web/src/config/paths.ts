// Every client route of the shop. `path` is for the router, `getHref` for links.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  portfolio: { path: '/my-portfolio', getHref: () => '/my-portfolio' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
  },
  signup: {
    path: '/signup',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup',
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  /** The link of the verification mail: /verify-email?token=… */
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  purchase: { path: '/purchase/:toolId', getHref: (toolId: string) => `/purchase/${toolId}` },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    account: { path: '/dashboard/account', getHref: () => '/dashboard/account' },
    payment: { path: '/dashboard/payment/:id', getHref: (orderId: string) => `/dashboard/payment/${orderId}` },
    addReview: { path: '/dashboard/add-review', getHref: () => '/dashboard/add-review' },
    myOrders: { path: '/dashboard/my-order', getHref: () => '/dashboard/my-order' },
    makeAdmin: { path: '/dashboard/make-admin', getHref: () => '/dashboard/make-admin' },
    addTools: { path: '/dashboard/add-tools', getHref: () => '/dashboard/add-tools' },
    manageProducts: { path: '/dashboard/manage-product', getHref: () => '/dashboard/manage-product' },
    manageOrders: { path: '/dashboard/manage-orders', getHref: () => '/dashboard/manage-orders' },
  },
} as const;

/** The page to return to after signing in: only paths inside this site. */
export function safeRedirect(redirectTo: string | null): string {
  return redirectTo && redirectTo.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : paths.home.getHref();
}
