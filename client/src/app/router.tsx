import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { HomePage } from './pages/home-page';

// Every screen except home is its own chunk, so the first visit downloads only what the shop window needs.
// Declarative routes rather than a data router: the data router costs about 17 KB gzipped that we do not use.
const ProductPage = lazy(() => import('./pages/product-page'));
const SellerPage = lazy(() => import('./pages/seller/seller-page'));
const SellersPage = lazy(() => import('./pages/sellers-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const ShippingPage = lazy(() => import('./pages/content/shipping-page'));
const ReturnsPage = lazy(() => import('./pages/content/returns-page'));
const PricingPage = lazy(() => import('./pages/content/pricing-page'));
const SizeGuidePage = lazy(() => import('./pages/content/size-guide-page'));
const HelpPage = lazy(() => import('./pages/content/help-page'));
const SupportPage = lazy(() => import('./pages/content/support-page'));
const ContactPage = lazy(() => import('./pages/content/contact-page'));
const PrivacyPage = lazy(() => import('./pages/content/privacy-page'));
const TermsPage = lazy(() => import('./pages/content/terms-page'));
const CookiesPage = lazy(() => import('./pages/content/cookies-page'));
const LoginPage = lazy(() => import('./pages/accounts/login-page'));
const RegisterPage = lazy(() => import('./pages/accounts/register-page'));
const RoleSelectionPage = lazy(() => import('./pages/accounts/role-selection-page'));
const ForgotPasswordPage = lazy(() => import('./pages/accounts/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/accounts/reset-password-page'));
const SellerApplyPage = lazy(() => import('./pages/seller/seller-apply-page'));
const SellerDashboardPage = lazy(() => import('./pages/seller/seller-dashboard-page'));
const AdminLoginPage = lazy(() => import('./pages/admin/admin-login-page'));
const AdminLogoutPage = lazy(() => import('./pages/admin/admin-logout-page'));
const AdminDashboardPage = lazy(() => import('./pages/admin/admin-dashboard-page'));
const AdminPortalPage = lazy(() => import('./pages/admin/admin-portal-page'));
const CheckoutPage = lazy(() => import('./pages/checkout-page'));
const OrderConfirmationPage = lazy(() => import('./pages/order-confirmation-page'));
const AccountOrdersPage = lazy(() => import('./pages/account-orders-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="/product/:id" element={<ProductPage />} />
        <Route path="/seller/apply" element={<SellerApplyPage />} />
        <Route path="/seller/:id" element={<SellerPage />} />
        <Route path="/seller-dashboard" element={<SellerDashboardPage />} />
        <Route path="/sellers" element={<SellersPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/orders/:checkoutNumber" element={<OrderConfirmationPage />} />
        <Route path="/account/orders" element={<AccountOrdersPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/role-selection" element={<RoleSelectionPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin/logout" element={<AdminLogoutPage />} />
        <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
        <Route path="/admin/portal" element={<AdminPortalPage />} />
        <Route path="/become-seller" element={<Navigate to="/seller/apply" replace />} />
        <Route path="/upload" element={<Navigate to="/seller-dashboard" replace />} />
        <Route path="/shipping" element={<ShippingPage />} />
        <Route path="/returns" element={<ReturnsPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/size-guide" element={<SizeGuidePage />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/cookies" element={<CookiesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
