import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '../../server/db';
import { auditRepository } from '../../server/modules/audit/repository';
import { contactMessagesRepository } from '../../server/modules/contact-us/repository';
import { paymentsRepository } from '../../server/modules/payments/repository';
import { supportRepository } from '../../server/modules/support/repository';
import { usersRepository } from '../../server/modules/users/repository';
import { videosRepository } from '../../server/modules/videos/repository';
import { viewsRepository } from '../../server/modules/views/repository';
import { auditRoutes } from '../../shared/contracts/audit';
import { auditListQuery } from '../../shared/contracts/audit.schemas';
import { contactUsRoutes } from '../../shared/contracts/contact-us';
import { contactListQuery } from '../../shared/contracts/contact-us.schemas';
import { paymentRoutes } from '../../shared/contracts/payments';
import { paymentListQuery } from '../../shared/contracts/payments.schemas';
import { supportRoutes } from '../../shared/contracts/support';
import { adminTicketListQuery } from '../../shared/contracts/support.schemas';
import { adminUserRoutes } from '../../shared/contracts/users';
import { adminUserListQuery } from '../../shared/contracts/users.schemas';
import { videoRoutes } from '../../shared/contracts/videos';
import { videoListQuery } from '../../shared/contracts/videos.schemas';
import { viewRoutes } from '../../shared/contracts/views';
import { viewListQuery } from '../../shared/contracts/views.schemas';
import { insertIndexedUsers, usersNamed } from '../support/indexed-users';
import { recordingStatements } from '../support/recorded-statements';
import { openEmptyDatabase } from '../support/test-api';

/**
 * The lists over tables that grow with use, each with every sort its contract allows, newest first and
 * oldest first, unfiltered and by each state it filters on. The admins' and the gifts' lists are left
 * out: a few hundred rows, written by the staff.
 */
type ListQuery = Record<string, string>;
const LISTS: { name: string; sortFields: readonly string[]; filters: ListQuery[]; page: (db: Db, query: ListQuery) => Promise<unknown> }[] = [
  {
    name: 'users',
    sortFields: adminUserRoutes.list.listing.sortFields,
    // Deleted accounts are few (a soft delete by an admin): their page may sort them all.
    filters: [{}, { status: 'active' }, { status: 'unverified' }, { below_minimum: '1' }],
    page: (db, query) => usersRepository(db).list(adminUserListQuery.parse(query)),
  },
  {
    name: 'payments',
    sortFields: paymentRoutes.list.listing.sortFields,
    filters: [{}, { status: 'paid' }],
    page: (db, query) => paymentsRepository(db).list(paymentListQuery.parse(query)),
  },
  {
    name: 'audit log',
    sortFields: auditRoutes.list.listing.sortFields,
    filters: [{}, { action: 'users.update' }],
    page: (db, query) => auditRepository(db).list(auditListQuery.parse(query)),
  },
  {
    name: 'tickets',
    sortFields: supportRoutes.list.listing.sortFields,
    filters: [{}, { status: 'closed' }],
    page: (db, query) => supportRepository(db).list(adminTicketListQuery.parse(query)),
  },
  {
    name: 'videos',
    sortFields: videoRoutes.list.listing.sortFields,
    filters: [{}],
    page: (db, query) => videosRepository(db).page(videoListQuery.parse(query)),
  },
  {
    name: 'views',
    sortFields: viewRoutes.list.listing.sortFields,
    filters: [{}],
    page: (db, query) => viewsRepository(db, 'sqlite').list(viewListQuery.parse(query)),
  },
  {
    name: 'contact messages',
    sortFields: contactUsRoutes.list.listing.sortFields,
    filters: [{}, { state: 'unread' }],
    page: (db, query) => contactMessagesRepository(db).list(contactListQuery.parse(query)),
  },
];

interface PlanStep {
  id: number;
  parent: number;
  detail: string;
}

/** How SQLite would run the page statement of a list: the one with the page's offset. */
async function pagePlan(db: Db, page: (recording: Db) => Promise<unknown>): Promise<PlanStep[]> {
  const { db: recording, statements } = recordingStatements(db);
  await page(recording);
  const statement = statements.find((each) => / offset /.test(each.sql))!;
  const { rows } = await db.executeQuery<PlanStep>(CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]));
  return rows;
}

/**
 * Whether the plan sorts more than the page: a sort inside a subquery, or one at the top that is not of
 * the page's own rows, read by their keys (a list read by its keys first, see paginate's pageByKeys).
 */
function sortsEveryRow(steps: readonly PlanStep[]): boolean {
  const readsPageByKeys = steps.some((step) => step.parent === 0 && step.detail.includes('USING INTEGER PRIMARY KEY (rowid=?)'));
  return steps.some((step) => step.detail.includes('TEMP B-TREE') && (step.parent !== 0 || !readsPageByKeys));
}

// SQLite's plan follows the schema alone (no statistics before ANALYZE), so it shows whether an index
// serves a list's order. MariaDB weighs the tables' sizes, which a test's few rows do not have: there
// a sort no index served read and sorted every row for each page (the payments by amount: 800 ms at a
// million, the audit log by action 75 ms at 100,000, the tickets by opening time 40 ms at 50,000).
describe('every sort of the growing lists', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openEmptyDatabase('sqlite'));
    await migrateToLatest(db);
  });
  afterAll(() => close());

  it.each(
    LISTS.flatMap((list) =>
      list.filters.flatMap((filter) =>
        list.sortFields.flatMap((field) => ['asc', 'desc'].map((direction) => [list.name, { ...filter, sort: `${field}:${direction}` }, list] as const)),
      ),
    ),
  )('reads a page of the %s by %j in an index’s order, not by sorting every row', async (_name, query, list) => {
    const steps = await pagePlan(db, (recording) => list.page(recording, query));
    expect(sortsEveryRow(steps), steps.map((step) => step.detail).join('\n')).toBe(false);
  });

  it('reads the keys of a page of users in a day range, newest first, from the index alone, then only those users', async () => {
    const steps = await pagePlan(db, (recording) =>
      usersRepository(recording).list(adminUserListQuery.parse({ from: '2026-01-01', to: '2026-03-01', sort: 'created_at:desc' })),
    );
    const details = steps.map((step) => step.detail);
    expect(details).toContainEqual(
      expect.stringMatching(/^SEARCH users USING COVERING INDEX users_deleted_created \(deleted_at=\? AND created_at>\? AND created_at<\?\)/),
    );
    expect(details).toContain('SEARCH users USING INTEGER PRIMARY KEY (rowid=?)');
  });

  it('walks the users by name for a letter many of them hold testing the text in the name index alone, then reads only the page of users', async () => {
    const { db: searched, close: closeSearched } = await openEmptyDatabase('sqlite');
    try {
      await migrateToLatest(searched);
      // More than 2,000 keys start «ع»: the list's scan serves it (see shortTermCandidates), in name order.
      await insertIndexedUsers(
        searched,
        usersNamed(2_100, (i) => `عرفان ${i}`, Date.now()),
      );
      const steps = await pagePlan(searched, (recording) => usersRepository(recording).list(adminUserListQuery.parse({ search: 'ع', sort: 'name:asc' })));
      const details = steps.map((step) => step.detail);
      expect(details).toContainEqual(expect.stringMatching(/^SEARCH users USING COVERING INDEX users_deleted_name_search \(deleted_at=\?\)/));
      expect(details).toContain('SEARCH users USING INTEGER PRIMARY KEY (rowid=?)');
    } finally {
      await closeSearched();
    }
  });
});
