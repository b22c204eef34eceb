import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedAddressInputSchema, savedAddressListSchema, savedAddressSchema } from '../../../shared/address-schemas.js';
import { idParamsSchema } from '../../../shared/id.js';
import { actingUser } from '../../plugins/guards.js';
import type { AddressesService } from './addresses.service.js';

/** The signed-in person's saved addresses (issue 22; shopper scope; the service checks ownership). */
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (app, { addresses }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/addresses', { schema: { response: { 200: savedAddressListSchema } } }, async (request) =>
    addresses.list((await actingUser(request)).id));

  app.post('/api/addresses', { schema: { body: savedAddressInputSchema, response: { 201: savedAddressSchema } } }, async (request, reply) => {
    const saved = await addresses.create((await actingUser(request)).id, request.body);
    return reply.status(201).send(saved);
  });

  app.put('/api/addresses/:id', {
    schema: { params: idParamsSchema, body: savedAddressInputSchema, response: { 200: savedAddressSchema } },
  }, async (request) => addresses.update((await actingUser(request)).id, request.params.id, request.body));

  app.post('/api/addresses/:id/default', { schema: { params: idParamsSchema, response: { 200: savedAddressSchema } } }, async (request) =>
    addresses.setDefault((await actingUser(request)).id, request.params.id));

  app.delete('/api/addresses/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await addresses.remove((await actingUser(request)).id, request.params.id);
    return reply.status(204).send();
  });
};
