import type pg from 'pg';

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/**
 * A checked-out client whose connection fails goes back to the pool at once, destroyed; its
 * holder's own release, later, does nothing. Drizzle's transaction takes a client and sends BEGIN
 * before its try/finally, so a BEGIN on a connection the server cut never gives the client back:
 * the pool kept it for good, and closing the app (pool.end) waited for it forever. The background
 * notification worker, running transactions every few seconds, made that likely after an outage.
 */
export function releaseClientsOnConnectionLoss(pool: pg.Pool): void {
  const guard = (client: pg.PoolClient) => {
    const release = client.release;
    let released = false;
    const onError = (error: Error) => releaseOnce(error);
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', onError);
      release(error);
    };
    client.on('error', onError);
    client.release = releaseOnce;
    return client;
  };
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: ConnectCallback) => {
    if (!callback) return (connect() as Promise<pg.PoolClient>).then(guard);
    return connect((error, client, done) => (client ? callback(error, guard(client), client.release) : callback(error, client, done)));
  }) as typeof pool.connect;
}
