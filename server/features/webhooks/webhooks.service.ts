import type { Paging } from '../../../shared/admin-schemas.js';
import {
  WEBHOOK_LIMITS, WEBHOOK_MESSAGES, type LowStockUpdateInput, type WebhookCreateInput, type WebhookUpdateInput,
} from '../../../shared/webhook-schemas.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict, invalidData } from '../../errors.js';
import { recordAudit, type AuditActor, type AuditRecord } from '../../kernel/audit.repo.js';
import { withIsoDates } from '../../kernel/paging.js';
import type { TextSealer } from '../../kernel/sealed-text.js';
import { isShopProduct, listLowStock, setLowStockThreshold } from './low-stock.repo.js';
import { checkWebhookTarget, WebhookAddressError, type AddressRules } from './webhook-address.js';
import { newWebhookSecret } from './webhook-signature.js';
import {
  countEndpoints, deleteEndpoint, findEndpoint, findEndpointForUpdate, findOwnedDelivery, insertEndpoint, listEndpoints, lockEndpointsOf,
  pageOfDeliveries, readDelivery, scheduleDeliveryNow, updateEndpoint, type EndpointOwner, type EndpointRow,
} from './webhooks.repo.js';

/**
 * Who acts on which endpoints: a shop on its own, an admin on the platform's (audited, as
 * promotion.* is). Another owner's endpoint or delivery is not found.
 */
export type WebhookActor = { sellerId: number } | { admin: AuditActor };

const ownerOf = (actor: WebhookActor): EndpointOwner => ('sellerId' in actor ? actor.sellerId : null);
const endpointNotFound = () => new AppError('not_found', WEBHOOK_MESSAGES.notFound);

function endpointReply(row: EndpointRow) {
  return {
    id: row.id, url: row.url, events: row.events, enabled: row.enabled, disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null, createdAt: row.createdAt.toISOString(),
  };
}
export type EndpointReply = ReturnType<typeof endpointReply>;

/** What the audit trail keeps of an endpoint: never its secret. */
const audited = (row: EndpointRow) => ({ url: row.url, events: row.events, enabled: row.enabled });

export function createWebhooksService(deps: { db: Db; sealer: TextSealer; rules: AddressRules; wakeWorker: () => void }) {
  const { db, sealer, rules } = deps;

  async function audit(tx: Db, actor: WebhookActor, record: AuditRecord): Promise<void> {
    if ('admin' in actor) await recordAudit(tx, actor.admin, { entityType: 'webhook', ...record });
  }

  async function checkAddress(url: string): Promise<void> {
    try {
      await checkWebhookTarget(url, rules);
    } catch (error) {
      if (error instanceof WebhookAddressError) throw invalidData(error.message);
      throw error;
    }
  }

  async function owned(actor: WebhookActor, id: number): Promise<EndpointRow> {
    const row = await findEndpoint(db, ownerOf(actor), id);
    if (!row) throw endpointNotFound();
    return row;
  }

  return {
    async list(actor: WebhookActor): Promise<EndpointReply[]> {
      return (await listEndpoints(db, ownerOf(actor))).map(endpointReply);
    },

    async create(actor: WebhookActor, input: WebhookCreateInput) {
      await checkAddress(input.url);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        await lockEndpointsOf(tx, ownerOf(actor));
        if (await countEndpoints(tx, ownerOf(actor)) >= WEBHOOK_LIMITS.endpointsMax) throw conflict(WEBHOOK_MESSAGES.tooMany);
        const created = await insertEndpoint(tx, { sellerId: ownerOf(actor), url: input.url, events: input.events, sealedSecret: sealer.seal(secret) });
        await audit(tx, actor, { action: 'webhook.create', entityId: created.id, after: audited(created) });
        return created;
      });
      return { ...endpointReply(row), secret };
    },

    async update(actor: WebhookActor, id: number, input: WebhookUpdateInput): Promise<EndpointReply> {
      // Another owner's endpoint is not found before its new address is even looked up.
      await owned(actor, id);
      if (input.url !== undefined) await checkAddress(input.url);
      const row = await db.transaction(async (tx) => {
        const before = await findEndpointForUpdate(tx, ownerOf(actor), id);
        if (!before) throw endpointNotFound();
        const after = await updateEndpoint(tx, id, {
          ...(input.url !== undefined ? { url: input.url } : {}),
          ...(input.events !== undefined ? { events: input.events } : {}),
          // Turned on or off by its owner: the server's reason and the run of failures start over.
          ...(input.enabled !== undefined ? { enabled: input.enabled, disabledReason: null, failingSince: null } : {}),
        });
        await audit(tx, actor, { action: 'webhook.update', entityId: id, before: audited(before), after: audited(after) });
        return after;
      });
      return endpointReply(row);
    },

    async remove(actor: WebhookActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await findEndpointForUpdate(tx, ownerOf(actor), id);
        if (!before) throw endpointNotFound();
        await deleteEndpoint(tx, id);
        await audit(tx, actor, { action: 'webhook.delete', entityId: id, before: audited(before) });
      });
    },

    /** A new secret, shown this once; the old one signs nothing from now on. */
    async rotateSecret(actor: WebhookActor, id: number) {
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        if (!(await findEndpointForUpdate(tx, ownerOf(actor), id))) throw endpointNotFound();
        const after = await updateEndpoint(tx, id, { sealedSecret: sealer.seal(secret) });
        await audit(tx, actor, { action: 'webhook.rotate_secret', entityId: id });
        return after;
      });
      return { ...endpointReply(row), secret };
    },

    async deliveries(actor: WebhookActor, endpointId: number, paging: Paging) {
      await owned(actor, endpointId);
      const page = await pageOfDeliveries(db, endpointId, paging);
      return { rows: page.rows.map(withIsoDates), total: page.total };
    },

    /** Sends it again now: a failed one is pending again, with a fresh 3 days of retries. */
    async resend(actor: WebhookActor, deliveryId: number) {
      const delivery = await db.transaction(async (tx) => {
        const found = await findOwnedDelivery(tx, ownerOf(actor), deliveryId);
        if (!found) throw new AppError('not_found', WEBHOOK_MESSAGES.deliveryNotFound);
        await scheduleDeliveryNow(tx, deliveryId, new Date());
        await audit(tx, actor, { action: 'webhook.resend', entityId: found.endpointId, after: { deliveryId } });
        return readDelivery(tx, deliveryId);
      });
      deps.wakeWorker();
      return withIsoDates(delivery!);
    },

    async lowStock(sellerId: number, productId: number) {
      if (!(await isShopProduct(db, sellerId, productId))) throw new AppError('not_found', 'Product not found');
      return listLowStock(db, productId);
    },

    async setLowStock(sellerId: number, productId: number, input: LowStockUpdateInput) {
      return db.transaction(async (tx) => {
        if (!(await isShopProduct(tx, sellerId, productId))) throw new AppError('not_found', 'Product not found');
        const variants = await listLowStock(tx, productId);
        for (const variant of input.variants) {
          if (!variants.some((v) => v.size === variant.size && v.color === variant.color)) {
            throw invalidData(`This product has no size ${variant.size} in ${variant.color}`);
          }
          await setLowStockThreshold(tx, productId, variant);
        }
        return listLowStock(tx, productId);
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
