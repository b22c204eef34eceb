// Moved to lib (the admin screens read server messages too); kept here so existing imports keep working.
export { serverMessage } from '../../../lib/server-message';
