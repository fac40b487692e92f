/**
 * The mingo engine as we configure it: every operator group, `$where`/`$function` disabled,
 * `$sort` replaced by one that follows BSON comparison order (mingo's own order differs
 * for mixed types), and `$in`/`$nin` replaced by ones that hash their list once per query.
 */
import { Aggregator } from 'mingo/aggregator';
import { Context, ProcessingMode } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query } from 'mingo/query';
import type { Options } from 'mingo/types';
import type { Doc } from '../bson/values';
import { $in, $nin } from './in-operators';
import { parseSort, sortBy } from './sort';

function bsonSort(coll: Iterator, sortKeys: Doc, _options: unknown): Iterator {
  const spec = parseSort(sortKeys);
  if (!spec) return coll;
  return coll.transform((items: unknown[]) => Lazy(sortBy(items as Doc[], spec, (d) => d)));
}

let captured: Options | undefined;
/** Internal operator used once at start-up to obtain mingo's ComputeOptions class (see below). */
const $__captureOptions = (_selector: string, _value: unknown, options: Options) => {
  captured ??= options;
  return () => true;
};

const CONTEXT = Context.init({
  accumulator: accumulatorOperators,
  expression: expressionOperators,
  pipeline: { ...pipelineOperators, $sort: bsonSort as unknown as typeof pipelineOperators.$sort },
  projection: projectionOperators,
  query: { ...queryOperators, $in: $in as unknown as typeof queryOperators.$in, $nin: $nin as unknown as typeof queryOperators.$nin, $__captureOptions: $__captureOptions as unknown as typeof queryOperators.$eq },
  window: windowOperators,
});

/** Options for mingo entry points that spread/extend their options (Aggregator, updater). */
export const MINGO_OPTIONS: Partial<Options> = {
  context: CONTEXT,
  processingMode: ProcessingMode.CLONE_OFF,
  scriptEnabled: false,
  useStrictMode: true,
  idKey: '_id',
};

/**
 * Options for `new Query(...)` only. Passing plain options makes mingo copy every
 * operator table of the context for each new Query (a third of the cost of a findOne); an
 * initialised ComputeOptions instance is reused as is. mingo does not export that class, so
 * one is obtained through a query operator, which receives it.
 */
export const QUERY_OPTIONS: Partial<Options> = (() => {
  new Query({ probe: { $__captureOptions: 1 } }, MINGO_OPTIONS);
  const ctor = (captured as { constructor?: { init?: (o: Partial<Options>) => Options } } | undefined)?.constructor;
  return typeof ctor?.init === 'function' ? ctor.init(MINGO_OPTIONS) : MINGO_OPTIONS;
})();

export function mingoOptions(extra?: Partial<Options>): Partial<Options> {
  return extra ? { ...MINGO_OPTIONS, ...extra } : MINGO_OPTIONS;
}

type OptionsCtor = { init(o: Partial<Options>): Options & { update(locals: Doc): Options } };

/**
 * A fresh ComputeOptions (sharing the prepared context) with the given locals, for calling
 * mingo's update operators directly: mingo's own `update()` rebuilds and copies whole operator
 * tables on every call, which made a one-field `$inc` cost ~75 µs.
 */
export function computeOptions(locals: Doc): Options {
  const ctor = (QUERY_OPTIONS as { constructor?: unknown }).constructor as OptionsCtor | undefined;
  if (ctor && typeof ctor.init === 'function' && (ctor as unknown) !== Object) return ctor.init(QUERY_OPTIONS).update(locals);
  return QUERY_OPTIONS as Options;
}

export function compileQuery(filter: Doc): Query {
  return new Query(filter, QUERY_OPTIONS);
}

let activeResolver: (name: string) => Doc[] = () => [];
let aggregateOptions: Partial<Options> | undefined;

/**
 * Runs a pipeline. `resolver` serves `$lookup`/`$unionWith`/`$graphLookup` collections by name.
 * Without `let` variables the (initialised) options are reused across calls — the resolver is
 * swapped in for the duration of the synchronous run — which saves mingo a copy of every
 * operator table per aggregation.
 */
export function runAggregation(pipeline: Doc[], input: Doc[], resolver: (name: string) => Doc[], vars?: Doc): Doc[] {
  if (vars) return new Aggregator(pipeline, mingoOptions({ collectionResolver: resolver, variables: vars })).run(input) as Doc[];
  if (!aggregateOptions) {
    const ctor = (QUERY_OPTIONS as { constructor?: unknown }).constructor as OptionsCtor | undefined;
    const base = { ...MINGO_OPTIONS, collectionResolver: (name: string) => activeResolver(name) };
    aggregateOptions = ctor && typeof ctor.init === 'function' && (ctor as unknown) !== Object ? ctor.init(base) : base;
  }
  const previous = activeResolver;
  activeResolver = resolver;
  try {
    return new Aggregator(pipeline, aggregateOptions).run(input) as Doc[];
  } finally {
    activeResolver = previous;
  }
}

export function makeAggregator(pipeline: Doc[], extra?: Partial<Options>): Aggregator {
  return new Aggregator(pipeline, mingoOptions(extra));
}

export { Query, Aggregator };
