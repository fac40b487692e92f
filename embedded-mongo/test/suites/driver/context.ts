/** What the driver conformance topics share: the driver under test and the database it talks to. */
import type * as mongodb from 'mongodb';
import type { Target } from '../../helpers';

export type Driver = typeof mongodb;

/** Filled in by the suite's beforeAll; read inside each test. */
export interface DriverSuite {
  target: Target;
  client: mongodb.MongoClient;
  db: mongodb.Db;
}

export const commandError = async (p: Promise<unknown>): Promise<{ code?: number; codeName?: string; message: string }> => {
  try {
    await p;
  } catch (err) {
    return err as { code?: number; codeName?: string; message: string };
  }
  throw new Error('expected the command to fail');
};
