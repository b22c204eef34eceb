import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { createUser } from '../../seed/factories.js';
import { sellerApplications, sellers, users } from '../../db/schema/index.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/test-database.js';
import { approveApplication, rejectApplication } from './seller-accounts.js';

describe.each(TEST_DRIVERS)('approving and rejecting seller applications (%s)', (driver) => {
  let test: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    test = await createTestDatabase(driver);
    db = test.database.db;
  });
  afterAll(() => test.drop());

  let applications = 0;
  /** Shop names are unique, so each application has its own unless the test names it. */
  async function applicationOf(role: 'customer' | 'admin' = 'customer', businessName = `Concrete Saints ${(applications += 1)}`) {
    const user = await createUser(db, { role });
    const [application] = await db
      .insert(sellerApplications)
      .values({
        userId: user.id,
        businessName,
        businessDescription: 'Screen-printed heavyweight tees',
        businessPhone: '+1 555 010 0199',
        businessEmail: 'studio@concrete.example',
        experienceDescription: 'Ten years of printing',
      })
      .returning();
    return { user, application: application! };
  }

  it('approves a pending application once: the seller is approved and active and the user a seller', async () => {
    const reviewer = await createUser(db, { role: 'admin' });
    const { user, application } = await applicationOf('customer', 'Concrete Saints');

    const approved = await db.transaction((tx) => approveApplication(tx, application.id, reviewer.id));
    expect(approved?.application).toMatchObject({ status: 'approved', reviewedBy: reviewer.id });
    expect(approved?.seller).toMatchObject({
      userId: user.id, businessName: 'Concrete Saints', status: 'approved', isActive: true, approvedBy: reviewer.id,
      businessEmail: 'studio@concrete.example',
    });
    expect(approved?.seller.approvedAt).toBeInstanceOf(Date);
    const [role] = await db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(role?.role).toBe('seller');

    expect(await db.transaction((tx) => approveApplication(tx, application.id, reviewer.id))).toBeNull();
    expect(await db.transaction((tx) => rejectApplication(tx, application.id, reviewer.id, 'late'))).toBeNull();
    expect(await db.select().from(sellers).where(eq(sellers.userId, user.id))).toHaveLength(1);
  });

  it('rejects only a pending application, keeping the note, and creates no seller', async () => {
    const reviewer = await createUser(db, { role: 'admin' });
    const { user, application } = await applicationOf();

    const rejected = await db.transaction((tx) => rejectApplication(tx, application.id, reviewer.id, 'Portfolio links do not load'));
    expect(rejected).toMatchObject({ status: 'rejected', adminNotes: 'Portfolio links do not load', reviewedBy: reviewer.id });
    expect(await db.transaction((tx) => approveApplication(tx, application.id, reviewer.id))).toBeNull();
    expect(await db.select().from(sellers).where(eq(sellers.userId, user.id))).toHaveLength(0);
  });

  it('an admin who opens a shop stays an admin', async () => {
    const { user, application } = await applicationOf('admin');
    await db.transaction((tx) => approveApplication(tx, application.id, null));
    const [role] = await db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(role?.role).toBe('admin');
  });
});
