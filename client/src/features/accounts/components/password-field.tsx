// Moved to components/ui (the admin sign-in uses it too); kept here so existing imports keep working.
export { PasswordField } from '../../../components/ui/password-field';
