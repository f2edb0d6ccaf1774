import { lazy } from 'react';
import { Route, Routes } from 'react-router';

import { MainLayout } from '@/components/layout/main-layout';
import { CartLink } from '@/features/cart/components/cart-link';
import { CategoryMenu } from '@/features/tools/components/category-links';
import { paths } from '@/config/paths';
import { AdminRoute, ProtectedRoute, useSignOutWhenSessionEnds } from '@/lib/auth';

import { CategoryRoute } from './routes/category';
import { HomeRoute } from './routes/home';
import { ProductRoute } from './routes/product';

// Every page but the home page, the tools' pages and the categories' (which the server writes
// first) is its own chunk, fetched on first visit.
const BlogsRoute = lazy(() => import('./routes/blogs'));
const PortfolioRoute = lazy(() => import('./routes/portfolio'));
const SearchRoute = lazy(() => import('./routes/search'));
const LoginRoute = lazy(() => import('./routes/login'));
const SignupRoute = lazy(() => import('./routes/signup'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const SetupRoute = lazy(() => import('./routes/setup'));
const VerifyEmailRoute = lazy(() => import('./routes/verify-email'));
const PurchaseRoute = lazy(() => import('./routes/purchase'));
const CartRoute = lazy(() => import('./routes/cart'));
const CheckoutRoute = lazy(() => import('./routes/checkout'));
const GuestOrderRoute = lazy(() => import('./routes/guest-order'));
const ShopPageRoute = lazy(() => import('./routes/shop-page'));
const DashboardLayout = lazy(() => import('./routes/dashboard/layout'));
const MyProfileRoute = lazy(() => import('./routes/dashboard/my-profile'));
const AccountRoute = lazy(() => import('./routes/dashboard/account'));
const PaymentRoute = lazy(() => import('./routes/dashboard/payment'));
const InvoiceRoute = lazy(() => import('./routes/dashboard/invoice'));
const AddReviewRoute = lazy(() => import('./routes/dashboard/add-review'));
const MyOrdersRoute = lazy(() => import('./routes/dashboard/my-orders'));
const OrderRoute = lazy(() => import('./routes/dashboard/order'));
const OverviewRoute = lazy(() => import('./routes/dashboard/overview'));
const MakeAdminRoute = lazy(() => import('./routes/dashboard/make-admin'));
const AddToolsRoute = lazy(() => import('./routes/dashboard/add-tools'));
const ManageProductsRoute = lazy(() => import('./routes/dashboard/manage-products'));
const ManageOrdersRoute = lazy(() => import('./routes/dashboard/manage-orders'));
const ImportToolsRoute = lazy(() => import('./routes/dashboard/import-tools'));
const ShopRoute = lazy(() => import('./routes/dashboard/shop'));
const ShippingRoute = lazy(() => import('./routes/dashboard/shipping'));
const TaxRatesRoute = lazy(() => import('./routes/dashboard/tax-rates'));
const DiscountCodesRoute = lazy(() => import('./routes/dashboard/discount-codes'));
const DealRoute = lazy(() => import('./routes/dashboard/deal'));
const SearchSettingsRoute = lazy(() => import('./routes/dashboard/search-settings'));
const ContentRoute = lazy(() => import('./routes/dashboard/content'));
const PagesRoute = lazy(() => import('./routes/dashboard/pages'));
const IntegrationsRoute = lazy(() => import('./routes/dashboard/integrations'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

const { dashboard } = paths;

export function AppRoutes() {
  useSignOutWhenSessionEnds();
  return (
    <Routes>
      <Route
        element={
          <MainLayout
            cartLink={(closeMenu) => <CartLink onClick={closeMenu} />}
            categoryMenu={(closeMenu) => <CategoryMenu onNavigate={closeMenu} />}
          />
        }
      >
        <Route index element={<HomeRoute />} />
        <Route path={paths.blogs.path} element={<BlogsRoute />} />
        <Route path={paths.portfolio.path} element={<PortfolioRoute />} />
        <Route path={paths.search.path} element={<SearchRoute />} />
        <Route path={paths.product.path} element={<ProductRoute />} />
        <Route path={paths.category.path} element={<CategoryRoute />} />
        <Route path={paths.login.path} element={<LoginRoute />} />
        <Route path={paths.signup.path} element={<SignupRoute />} />
        <Route path={paths.resetPassword.path} element={<ResetPasswordRoute />} />
        <Route path={paths.setup.path} element={<SetupRoute />} />
        <Route path={paths.verifyEmail.path} element={<VerifyEmailRoute />} />
        <Route path={paths.cart.path} element={<CartRoute />} />
        <Route path={paths.checkout.path} element={<CheckoutRoute />} />
        <Route path={paths.guestOrder.path} element={<GuestOrderRoute />} />
        <Route path={paths.shopPage.path} element={<ShopPageRoute />} />
        <Route path={paths.purchase.path} element={<PurchaseRoute />} />
        <Route element={<ProtectedRoute />}>
          <Route path={dashboard.root.path} element={<DashboardLayout />}>
            <Route index element={<MyProfileRoute />} />
            <Route path={dashboard.account.path} element={<AccountRoute />} />
            <Route path={dashboard.payment.path} element={<PaymentRoute />} />
            <Route path={dashboard.invoice.path} element={<InvoiceRoute />} />
            <Route path={dashboard.addReview.path} element={<AddReviewRoute />} />
            <Route path={dashboard.myOrders.path} element={<MyOrdersRoute />} />
            <Route path={dashboard.order.path} element={<OrderRoute />} />
            <Route element={<AdminRoute />}>
              <Route path={dashboard.overview.path} element={<OverviewRoute />} />
              <Route path={dashboard.makeAdmin.path} element={<MakeAdminRoute />} />
              <Route path={dashboard.addTools.path} element={<AddToolsRoute />} />
              <Route path={dashboard.manageProducts.path} element={<ManageProductsRoute />} />
              <Route path={dashboard.manageOrders.path} element={<ManageOrdersRoute />} />
              <Route path={dashboard.importTools.path} element={<ImportToolsRoute />} />
              <Route path={dashboard.search.path} element={<SearchSettingsRoute />} />
              <Route path={dashboard.shop.path} element={<ShopRoute />} />
              <Route path={dashboard.shipping.path} element={<ShippingRoute />} />
              <Route path={dashboard.taxRates.path} element={<TaxRatesRoute />} />
              <Route path={dashboard.discountCodes.path} element={<DiscountCodesRoute />} />
              <Route path={dashboard.deal.path} element={<DealRoute />} />
              <Route path={dashboard.content.path} element={<ContentRoute />} />
              <Route path={dashboard.pages.path} element={<PagesRoute />} />
              <Route path={dashboard.integrations.path} element={<IntegrationsRoute />} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
