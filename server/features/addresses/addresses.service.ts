import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import { ADDRESS_MESSAGES, MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressInput } from '../../../shared/address-schemas.js';
import type { ShippingAddress } from '../../../shared/orders-schemas.js';
import {
  countAddresses, deleteAddress, findAddress, insertAddress, listAddresses, lockAddressBook, makeDefault, newestAddress, updateAddress,
  type SavedAddressRow,
} from './addresses.repo.js';

function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return {
    id: row.id, fullName: row.fullName, line1: row.line1, line2: row.line2, city: row.city, region: row.region,
    postalCode: row.postalCode, country: row.country, phone: row.phone, isDefault: row.isDefault, createdAt: row.createdAt.toISOString(),
  };
}

function addressOf(input: SavedAddressInput): ShippingAddress {
  const { isDefault: _isDefault, ...address } = input;
  return address;
}

/** Someone else's address answers exactly like one that does not exist. */
const addressNotFound = () => notFound('Address');

const sameAddress = (row: SavedAddressRow, address: ShippingAddress) =>
  (['fullName', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone'] as const)
    .every((field) => row[field].toLowerCase() === address[field].toLowerCase());

/**
 * Keeps the address a checkout shipped to, inside the checkout's transaction (a refused checkout
 * saves nothing). A full book or an address already kept is left as it is: the order matters
 * more than the book, so neither refuses the checkout.
 */
export async function keepCheckoutAddress(tx: Db, userId: number, address: ShippingAddress): Promise<void> {
  await lockAddressBook(tx, userId);
  const book = await listAddresses(tx, userId);
  if (book.length >= MAX_SAVED_ADDRESSES || book.some((row) => sameAddress(row, address))) return;
  await insertAddress(tx, userId, address, book.length === 0);
}

/** A person's address book: exactly one default whenever it holds any (the first one kept, until another is chosen). */
export function createAddressesService(db: Db) {
  return {
    async list(userId: number): Promise<SavedAddress[]> {
      return (await listAddresses(db, userId)).map(toSavedAddress);
    },

    async create(userId: number, input: SavedAddressInput): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const kept = await countAddresses(tx, userId);
        if (kept >= MAX_SAVED_ADDRESSES) throw conflict(ADDRESS_MESSAGES.tooMany);
        const row = await insertAddress(tx, userId, addressOf(input), false);
        if (kept === 0 || input.isDefault) return toSavedAddress((await makeDefault(tx, userId, row.id))!);
        return toSavedAddress(row);
      });
    },

    /** Unticking the default does nothing: another address becomes the default only by being chosen. */
    async update(userId: number, id: number, input: SavedAddressInput): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const row = await updateAddress(tx, userId, id, addressOf(input));
        if (!row) throw addressNotFound();
        if (input.isDefault && !row.isDefault) return toSavedAddress((await makeDefault(tx, userId, id))!);
        return toSavedAddress(row);
      });
    },

    async setDefault(userId: number, id: number): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        if (!(await findAddress(tx, userId, id))) throw addressNotFound();
        return toSavedAddress((await makeDefault(tx, userId, id))!);
      });
    },

    /** Deleting the default hands it to the newest address left. */
    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const gone = await deleteAddress(tx, userId, id);
        if (!gone) throw addressNotFound();
        if (!gone.isDefault) return;
        const next = await newestAddress(tx, userId);
        if (next) await makeDefault(tx, userId, next.id);
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
