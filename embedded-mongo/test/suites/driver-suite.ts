/**
 * Conformance checks through the plain MongoDB driver (run for driver 7 and driver 6):
 * command shapes and server behaviours clients rely on. The checks live by topic in `./driver/`.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { startTarget } from '../helpers';
import { defineAdminTests } from './driver/admin';
import { defineBsonTests } from './driver/bson';
import type { Driver, DriverSuite } from './driver/context';
import { defineReadTests } from './driver/reads';
import { defineWriteTests } from './driver/writes';

export function defineDriverSuite(label: string, driver: Driver): void {
  const { MongoClient } = driver;
  describe(`mongodb driver ${label}`, () => {
    const suite = {} as DriverSuite;

    beforeAll(async () => {
      suite.target = await startTarget(`driver${label}`);
      suite.client = await MongoClient.connect(suite.target.uri, { maxPoolSize: 60 });
      suite.db = suite.client.db(suite.target.dbName);
    });

    afterAll(async () => {
      await suite.db?.dropDatabase().catch(() => undefined);
      await suite.client?.close();
      await suite.target?.stop();
    });

    defineAdminTests(suite, driver);
    defineWriteTests(suite, driver);
    defineReadTests(suite, driver);
    defineBsonTests(suite, driver);
  });
}
