import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { HomePage } from './pages/home-page';
import { RequireSignIn } from '../features/accounts/components/require-sign-in';
import { paths, routePatterns } from '../lib/paths';

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
const PackingSlipPage = lazy(() => import('./pages/seller/packing-slip-page'));
const AdminLoginPage = lazy(() => import('./pages/admin/admin-login-page'));
const AdminLogoutPage = lazy(() => import('./pages/admin/admin-logout-page'));
const AdminDashboardPage = lazy(() => import('./pages/admin/admin-dashboard-page'));
const AdminPortalPage = lazy(() => import('./pages/admin/admin-portal-page'));
const CheckoutPage = lazy(() => import('./pages/checkout-page'));
const OrderConfirmationPage = lazy(() => import('./pages/order-confirmation-page'));
const AccountOrdersPage = lazy(() => import('./pages/account-orders-page'));
const AccountPage = lazy(() => import('./pages/account/account-page'));
const AccountReviewsPage = lazy(() => import('./pages/account/account-reviews-page'));
const AccountReturnsPage = lazy(() => import('./pages/account/returns-page'));
const AccountNotificationsPage = lazy(() => import('./pages/account/account-notifications-page'));
const NotificationsPage = lazy(() => import('./pages/notifications-page'));
const UnsubscribePage = lazy(() => import('./pages/unsubscribe-page'));
const AccountFavouritesPage = lazy(() => import('./pages/account/account-favourites-page'));
const AccountFollowingPage = lazy(() => import('./pages/account/account-following-page'));
// Messages (issue 25)
const MessagesPage = lazy(() => import('./pages/account/messages-page'));
const ConversationPage = lazy(() => import('./pages/account/conversation-page'));
const VerifyEmailPage = lazy(() => import('./pages/accounts/email-link-page').then((page) => ({ default: page.VerifyEmailPage })));
const ConfirmEmailPage = lazy(() => import('./pages/accounts/email-link-page').then((page) => ({ default: page.ConfirmEmailPage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path={routePatterns.product} element={<ProductPage />} />
        <Route path={paths.sellerApply} element={<SellerApplyPage />} />
        <Route path={routePatterns.seller} element={<SellerPage />} />
        <Route path={paths.sellerDashboard} element={<SellerDashboardPage />} />
        <Route path={routePatterns.packingSlip} element={<PackingSlipPage />} />
        <Route path={paths.sellers} element={<SellersPage />} />
        <Route path={paths.checkout} element={<CheckoutPage />} />
        {/* A mailed order link opened signed out asks to sign in and comes back, rather than "not found". */}
        <Route path={routePatterns.order} element={<RequireSignIn><OrderConfirmationPage /></RequireSignIn>} />
        <Route path={paths.account} element={<AccountPage />} />
        <Route path={paths.accountOrders} element={<AccountOrdersPage />} />
        <Route path={paths.accountReviews} element={<AccountReviewsPage />} />
        <Route path={paths.accountReturns} element={<AccountReturnsPage />} />
        <Route path={paths.accountNotifications} element={<AccountNotificationsPage />} />
        <Route path={paths.notifications} element={<NotificationsPage />} />
        <Route path={routePatterns.unsubscribe} element={<UnsubscribePage />} />
        <Route path={paths.accountFavourites} element={<AccountFavouritesPage />} />
        <Route path={paths.accountFollowing} element={<AccountFollowingPage />} />
        {/* Messages (issue 25) */}
        <Route path={paths.accountMessages} element={<MessagesPage />} />
        <Route path={routePatterns.accountConversation} element={<ConversationPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.roleSelection} element={<RoleSelectionPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
        <Route path={paths.adminLogin} element={<AdminLoginPage />} />
        <Route path={paths.adminLogout} element={<AdminLogoutPage />} />
        <Route path={paths.adminDashboard} element={<AdminDashboardPage />} />
        <Route path={paths.adminPortal} element={<AdminPortalPage />} />
        <Route path={paths.becomeSeller} element={<Navigate to={paths.sellerApply} replace />} />
        <Route path={paths.upload} element={<Navigate to={paths.sellerDashboard} replace />} />
        <Route path={paths.shipping} element={<ShippingPage />} />
        <Route path={paths.returns} element={<ReturnsPage />} />
        <Route path={paths.pricing} element={<PricingPage />} />
        <Route path={paths.sizeGuide} element={<SizeGuidePage />} />
        <Route path={paths.help} element={<HelpPage />} />
        <Route path={paths.support} element={<SupportPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.terms} element={<TermsPage />} />
        <Route path={paths.cookies} element={<CookiesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
