/**
 * The mingo engine as we configure it: every operator group, `$where`/`$function` disabled,
 * and `$sort` replaced by one that follows BSON comparison order (mingo's own order differs
 * for mixed types).
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
import { parseSort, sortBy } from './sort';

function bsonSort(coll: Iterator, sortKeys: Doc, _options: unknown): Iterator {
  const spec = parseSort(sortKeys);
  if (!spec) return coll;
  return coll.transform((items: unknown[]) => Lazy(sortBy(items as Doc[], spec, (d) => d)));
}

const CONTEXT = Context.init({
  accumulator: accumulatorOperators,
  expression: expressionOperators,
  pipeline: { ...pipelineOperators, $sort: bsonSort as unknown as typeof pipelineOperators.$sort },
  projection: projectionOperators,
  query: queryOperators,
  window: windowOperators,
});

export const MINGO_OPTIONS: Partial<Options> = {
  context: CONTEXT,
  processingMode: ProcessingMode.CLONE_OFF,
  scriptEnabled: false,
  useStrictMode: true,
  idKey: '_id',
};

export function mingoOptions(extra?: Partial<Options>): Partial<Options> {
  return extra ? { ...MINGO_OPTIONS, ...extra } : MINGO_OPTIONS;
}

export function compileQuery(filter: Doc): Query {
  return new Query(filter, MINGO_OPTIONS);
}

export function makeAggregator(pipeline: Doc[], extra?: Partial<Options>): Aggregator {
  return new Aggregator(pipeline, mingoOptions(extra));
}

export { Query, Aggregator };
