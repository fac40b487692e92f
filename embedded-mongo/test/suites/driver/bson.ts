/** BSON: types that round-trip and the order they sort in. */
import type * as mongodb from 'mongodb';
import { expect, it } from 'vitest';
import { type Driver, type DriverSuite } from './context';

export function defineBsonTests(suite: DriverSuite, driver: Driver): void {
  const { ObjectId, Long, Int32, Double, Decimal128, Binary } = driver;
  it('round-trips BSON types and keeps numeric types through $inc', async () => {
    const { db } = suite;
    const coll = db.collection('types');
    const oid = new ObjectId();
    const bin = new Binary(Buffer.from([1, 2, 3]), 4);
    await coll.insertOne({
      _id: 'types' as unknown as mongodb.ObjectId,
      i32: new Int32(7),
      i64: Long.fromString('9007199254740993'),
      small64: Long.fromNumber(5),
      dbl: new Double(1),
      frac: 2.5,
      dec: Decimal128.fromString('12.345'),
      date: new Date('2024-02-03T04:05:06.789Z'),
      oid,
      bin,
      nil: null,
      nested: { d: new Double(3), arr: [new Double(4), new Int32(5)] },
    });
    const raw = await coll.findOne({ _id: 'types' as unknown as mongodb.ObjectId }, { promoteValues: false, promoteLongs: false });
    expect(raw!.i32).toBeInstanceOf(Int32);
    expect(raw!.i64).toBeInstanceOf(Long);
    expect(raw!.i64.toString()).toBe('9007199254740993');
    expect(raw!.small64).toBeInstanceOf(Long);
    expect(raw!.dbl).toBeInstanceOf(Double);
    expect(raw!.dbl.valueOf()).toBe(1);
    expect(raw!.frac).toBeInstanceOf(Double);
    expect(raw!.dec.toString()).toBe('12.345');
    expect(raw!.date).toEqual(new Date('2024-02-03T04:05:06.789Z'));
    expect(raw!.oid.equals(oid)).toBe(true);
    expect(raw!.bin.sub_type).toBe(4);
    expect(Buffer.from(raw!.bin.buffer).equals(Buffer.from([1, 2, 3]))).toBe(true);
    expect(raw!.nil).toBeNull();
    expect(raw!.nested.d).toBeInstanceOf(Double);
    expect(raw!.nested.arr[0]).toBeInstanceOf(Double);
    expect(raw!.nested.arr[1]).toBeInstanceOf(Int32);
    // queries compare numbers across types
    expect(await coll.countDocuments({ dbl: 1 })).toBe(1);
    expect(await coll.countDocuments({ small64: new Int32(5) })).toBe(1);
    expect(await coll.countDocuments({ i32: { $type: 'int' } })).toBe(1);
    await coll.updateOne(
      { _id: 'types' as unknown as mongodb.ObjectId },
      { $inc: { i32: 1, small64: 1, dbl: 1, overflow: new Int32(0), frac: 1 }, $set: { setDouble: new Double(8) } },
    );
    await coll.updateOne({ _id: 'types' as unknown as mongodb.ObjectId }, { $set: { big: new Int32(2147483647) } });
    await coll.updateOne({ _id: 'types' as unknown as mongodb.ObjectId }, { $inc: { big: new Int32(1) } });
    const after = await coll.findOne({ _id: 'types' as unknown as mongodb.ObjectId }, { promoteValues: false, promoteLongs: false });
    expect(after!.i32).toBeInstanceOf(Int32);
    expect(after!.i32.valueOf()).toBe(8);
    expect(after!.small64).toBeInstanceOf(Long);
    expect(after!.small64.toNumber()).toBe(6);
    expect(after!.dbl).toBeInstanceOf(Double);
    expect(after!.dbl.valueOf()).toBe(2);
    expect(after!.frac.valueOf()).toBe(3.5);
    expect(after!.overflow).toBeInstanceOf(Int32);
    expect(after!.setDouble).toBeInstanceOf(Double);
    expect(after!.big).toBeInstanceOf(Long);
    expect(after!.big.toNumber()).toBe(2147483648);
    expect(after!.nested.d).toBeInstanceOf(Double);
  });

  it('sorts across types in BSON order', async () => {
    const { db } = suite;
    const coll = db.collection('mixed');
    await coll.insertMany([
      { k: 'str', v: 'a' },
      { k: 'num', v: 5 },
      { k: 'null', v: null },
      { k: 'missing' },
      { k: 'date', v: new Date(0) },
      { k: 'bool', v: true },
      { k: 'oid', v: new ObjectId('000000000000000000000001') },
      { k: 'obj', v: { a: 1 } },
      { k: 'dbl', v: 1.5 },
    ]);
    const order = (await coll.find({}, { projection: { _id: 0, k: 1 } }).sort({ v: 1, k: 1 }).toArray()).map((d) => d.k);
    expect(order).toEqual(['missing', 'null', 'dbl', 'num', 'str', 'obj', 'oid', 'bool', 'date']);
  });
}
