import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm start` finds the server bundle that scripts/build-server.mjs writes. */
export const SERVER_ENTRY = path.join(fileURLToPath(new URL('..', import.meta.url)), 'dist/server/server.js');
