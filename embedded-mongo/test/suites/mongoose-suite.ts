/**
 * Conformance checks through mongoose (run for mongoose 9 and mongoose 8): the operations
 * our models, feeds and counters rely on.
 */
import type { Model, Mongoose } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget, type Target } from '../helpers';

export function defineMongooseSuite(label: string, mongoose: Mongoose): void {
  const { Schema } = mongoose;
  describe(`mongoose ${label}`, () => {
    let target: Target;
    let conn: ReturnType<Mongoose['createConnection']>;

    const userSchema = new Schema(
      {
        username: { type: String, required: true, unique: true },
        email: { type: String, required: true, unique: true },
        age: Number,
        tags: [String],
      },
      { timestamps: true },
    );
    const postSchema = new Schema(
      {
        author: { type: Schema.Types.ObjectId, ref: 'User', required: true },
        body: String,
        likes: { type: Number, default: 0 },
        items: [{ sku: String, qty: Number }],
        comments: [String],
      },
      { timestamps: true },
    );
    postSchema.index({ createdAt: -1 });
    const likeSchema = new Schema({ post: Schema.Types.ObjectId, user: Schema.Types.ObjectId });
    likeSchema.index({ post: 1, user: 1 }, { unique: true });

    // the suite runs against two mongoose majors; documents are checked through plain values
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    type AnyModel = Model<any>;
    let User: AnyModel;
    let Post: AnyModel;
    let Like: AnyModel;

    beforeAll(async () => {
      target = await startTarget(`mongoose${label.replace(/\W/g, '')}`);
      conn = mongoose.createConnection(target.dbUri);
      await conn.asPromise();
      User = conn.model('User', userSchema) as AnyModel;
      Post = conn.model('Post', postSchema) as AnyModel;
      Like = conn.model('Like', likeSchema) as AnyModel;
      await Promise.all([User.init(), Post.init(), Like.init()]);
    });

    afterAll(async () => {
      await conn?.dropDatabase().catch(() => undefined);
      await conn?.close();
      await target?.stop();
    });

    it('creates unique indexes through Model.init and surfaces E11000 from create', async () => {
      const indexes = await User.collection.listIndexes().toArray();
      expect(indexes.map((i) => i.name).sort()).toEqual(['_id_', 'email_1', 'username_1']);
      expect(indexes.find((i) => i.name === 'username_1')?.unique).toBe(true);
      await User.create({ username: 'alice', email: 'alice@example.com', age: 30 });
      const err = await User.create({ username: 'alice', email: 'other@example.com' }).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 11000, keyValue: { username: 'alice' }, keyPattern: { username: 1 } });
      expect((err as Error).message).toContain(`E11000 duplicate key error collection: ${target.dbName}.users index: username_1 dup key: { username: "alice" }`);
      expect(await User.countDocuments({ username: 'alice' })).toBe(1);
    });

    it('reports every duplicate of an unordered insertMany and keeps the rest', async () => {
      const err = await User.insertMany(
        [
          { username: 'alice', email: 'a2@example.com' },
          { username: 'bob', email: 'bob@example.com', age: 25 },
          { username: 'carol', email: 'alice@example.com' },
          { username: 'dave', email: 'dave@example.com', age: 41 },
        ],
        { ordered: false },
      ).catch((e: unknown) => e as { code?: number; writeErrors?: Array<{ index: number; code?: number; err?: { code?: number } }> });
      expect(err).toBeInstanceOf(Error);
      const writeErrors = (err as { writeErrors: Array<{ index: number; code?: number; err?: { index?: number; code?: number } }> }).writeErrors;
      expect(writeErrors.map((w) => w.err?.index ?? w.index).sort()).toEqual([0, 2]);
      expect(writeErrors.every((w) => (w.code ?? w.err?.code) === 11000)).toBe(true);
      expect((await User.find({}).sort({ username: 1 }).lean()).map((u) => u.username)).toEqual(['alice', 'bob', 'dave']);
    });

    it('finds with filter, sort, skip, limit and projection; lean gives plain objects', async () => {
      await User.insertMany(
        Array.from({ length: 10 }, (_, i) => ({ username: `u${String(i).padStart(2, '0')}`, email: `u${i}@example.com`, age: 20 + (i % 5), tags: i % 2 ? ['odd'] : ['even'] })),
      );
      const page = await User.find({ age: { $gte: 21 }, username: /^u/ }).sort({ age: -1, username: 1 }).skip(1).limit(3).select('username age -_id').lean();
      expect(page).toEqual([
        { username: 'u09', age: 24 },
        { username: 'u03', age: 23 },
        { username: 'u08', age: 23 },
      ]);
      const doc = await User.findOne({ username: 'u01' }).lean();
      expect(doc && Object.getPrototypeOf(doc)).toBe(Object.prototype);
      expect(doc?._id).toBeInstanceOf(mongoose.Types.ObjectId);
      expect(doc?.createdAt).toBeInstanceOf(Date);
      const hydrated = await User.findOne({ tags: 'odd' }).sort({ username: 1 });
      expect(hydrated?.get('username')).toBe('u01');
      expect(await User.find({ tags: { $in: ['odd'] } }).countDocuments()).toBe(5);
    });

    it('populates references', async () => {
      const alice = await User.findOne({ username: 'alice' });
      await Post.create({ author: alice!._id, body: 'hello' });
      const post = await Post.findOne({ body: 'hello' }).populate('author', 'username').lean();
      expect((post?.author as { username?: string }).username).toBe('alice');
    });

    it('findOneAndUpdate with $inc/$push/$set, upsert and arrayFilters', async () => {
      const alice = await User.findOne({ username: 'alice' });
      const post = await Post.create({ author: alice!._id, body: 'counter', items: [{ sku: 'a', qty: 1 }, { sku: 'b', qty: 2 }] });
      const updated = await Post.findOneAndUpdate(
        { _id: post._id },
        { $inc: { likes: 2 }, $push: { comments: 'first' }, $set: { body: 'counter!' } },
        { returnDocument: 'after' },
      ).lean();
      expect(updated).toMatchObject({ likes: 2, comments: ['first'], body: 'counter!' });
      const before = await Post.findOneAndUpdate({ _id: post._id }, { $inc: { likes: 1 } }).lean();
      expect(before?.likes).toBe(2);
      const filtered = await Post.findOneAndUpdate(
        { _id: post._id },
        { $inc: { 'items.$[el].qty': 10 } },
        { returnDocument: 'after', arrayFilters: [{ 'el.sku': 'b' }] },
      ).lean();
      expect(filtered?.items.map((i: { qty: number }) => i.qty)).toEqual([1, 12]);
      const upserted = await Post.findOneAndUpdate(
        { body: 'upserted-post', author: alice!._id },
        { $setOnInsert: { likes: 7 }, $set: { comments: ['x'] } },
        { returnDocument: 'after', upsert: true },
      ).lean();
      expect(upserted).toMatchObject({ body: 'upserted-post', likes: 7, comments: ['x'] });
      const res = await Post.updateOne({ body: 'another-upsert' }, { $set: { author: alice!._id } }, { upsert: true });
      expect(res.upsertedCount).toBe(1);
      expect(res.upsertedId).toBeInstanceOf(mongoose.Types.ObjectId);
    });

    it('updateMany, deleteMany, countDocuments, estimatedDocumentCount, distinct', async () => {
      const upd = await User.updateMany({ tags: 'even' }, { $set: { age: 99 } });
      expect(upd).toMatchObject({ matchedCount: 5, modifiedCount: 5 });
      // without the timestamps plugin's $set of updatedAt, nothing changes the second time
      const again = await User.updateMany({ tags: 'even' }, { $set: { age: 99 } }, { timestamps: false });
      expect(again).toMatchObject({ matchedCount: 5, modifiedCount: 0 });
      expect(await User.countDocuments({ age: 99 })).toBe(5);
      const total = await User.countDocuments();
      expect(await User.estimatedDocumentCount()).toBe(total);
      expect((await User.distinct('tags')).sort()).toEqual(['even', 'odd']);
      const del = await User.deleteMany({ age: 99 });
      expect(del.deletedCount).toBe(5);
      expect(await User.countDocuments()).toBe(total - 5);
    });

    it('aggregates with $match/$group/$sort/$lookup/$project/$facet', async () => {
      const grouped = await User.aggregate([
        { $match: { tags: 'odd' } },
        { $group: { _id: '$age', n: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ]);
      expect(grouped).toEqual([20, 21, 22, 23, 24].map((age) => ({ _id: age, n: 1 })));
      const byParity = await User.aggregate([
        { $match: { username: /^u/ } },
        { $group: { _id: { $mod: ['$age', 2] }, n: { $sum: 1 }, oldest: { $max: '$age' } } },
        { $sort: { n: -1 } },
      ]);
      expect(byParity).toEqual([
        { _id: 0, n: 3, oldest: 24 },
        { _id: 1, n: 2, oldest: 23 },
      ]);
      const feed = await Post.aggregate([
        { $match: { body: { $in: ['hello', 'counter!'] } } },
        { $sort: { createdAt: -1 } },
        { $lookup: { from: 'users', localField: 'author', foreignField: '_id', as: 'author' } },
        { $unwind: '$author' },
        { $project: { _id: 0, body: 1, authorName: '$author.username' } },
      ]);
      expect(feed).toEqual([
        { body: 'counter!', authorName: 'alice' },
        { body: 'hello', authorName: 'alice' },
      ]);
      const [stats] = await User.aggregate([
        {
          $facet: {
            total: [{ $count: 'n' }],
            byTag: [{ $unwind: '$tags' }, { $group: { _id: '$tags', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
          },
        },
      ]);
      expect(stats.total[0].n).toBe(await User.countDocuments());
      expect(stats.byTag).toEqual([{ _id: 'odd', n: 5 }]);
    });

    it('iterates a cursor over 500 documents in order', async () => {
      const alice = await User.findOne({ username: 'alice' });
      const base = Date.UTC(2024, 0, 1);
      await Post.insertMany(Array.from({ length: 500 }, (_, i) => ({ author: alice!._id, body: `bulk-${i}`, likes: i, createdAt: new Date(base + i * 1000) })));
      let n = 0;
      let last = -1;
      for await (const p of Post.find({ body: /^bulk-/ }).sort({ likes: 1 }).batchSize(50).cursor()) {
        expect(p.get('likes')).toBeGreaterThan(last);
        last = p.get('likes');
        n++;
      }
      expect(n).toBe(500);
      // cursor pagination as the feed does it
      const firstPage = await Post.find({ body: /^bulk-/ }).sort({ createdAt: -1, _id: -1 }).limit(20).lean();
      expect(firstPage.map((p) => p.likes)).toEqual(Array.from({ length: 20 }, (_, i) => 499 - i));
      const next = await Post.find({ body: /^bulk-/, createdAt: { $lt: firstPage[19]!.createdAt } })
        .sort({ createdAt: -1, _id: -1 })
        .limit(20)
        .lean();
      expect(next.map((p) => p.likes)).toEqual(Array.from({ length: 20 }, (_, i) => 479 - i));
    });

    it('keeps exactly one like per post and user, and counts 50 concurrent $inc exactly', async () => {
      const alice = await User.findOne({ username: 'alice' });
      const post = await Post.create({ author: alice!._id, body: 'popular' });
      const users = Array.from({ length: 50 }, () => new mongoose.Types.ObjectId());
      await Promise.all(
        users.map(async (user) => {
          await Like.create({ post: post._id, user });
          await Post.updateOne({ _id: post._id }, { $inc: { likes: 1 } });
        }),
      );
      expect((await Post.findById(post._id).lean())?.likes).toBe(50);
      const dup = await Like.create({ post: post._id, user: users[0] }).catch((e: unknown) => e);
      expect(dup).toMatchObject({ code: 11000, keyValue: { post: post._id, user: users[0] } });
      expect(await Like.countDocuments({ post: post._id })).toBe(50);
    });

    it('syncIndexes drops extra indexes and creates missing ones', async () => {
      const schema = new Schema({ sku: String, price: Number });
      schema.index({ sku: 1 }, { unique: true });
      schema.index({ price: -1 });
      const Product = conn.model('Product', schema);
      await Product.createCollection();
      await Product.collection.createIndex({ legacy: 1 });
      await Product.collection.createIndex({ price: -1 });
      const dropped = await Product.syncIndexes();
      expect(dropped).toEqual(['legacy_1']);
      const names = (await Product.collection.listIndexes().toArray()).map((i) => i.name).sort();
      expect(names).toEqual(['_id_', 'price_-1', 'sku_1']);
      expect(await Product.syncIndexes()).toEqual([]);
    });
  });
}
