import type { Doc } from '../bson/values';
import { cloneValue } from '../bson/values';
import { QUERY_OPTIONS, Query } from './mingo';

/**
 * A find projection (inclusion/exclusion, positional `$`, `$elemMatch`, `$slice`, expressions)
 * applied by mingo. Dotted projections make mingo write into nested objects, so those inputs
 * are copied first (stored documents are never modified).
 */
export function makeProjector(filter: Doc, projection: Doc | undefined): ((docs: Doc[]) => Doc[]) | undefined {
  if (!projection || Object.keys(projection).length === 0) return undefined;
  const keys = Object.keys(projection);
  // the positional operator needs the query; otherwise project without re-filtering
  const positional = keys.some((k) => k.endsWith('.$'));
  const query = new Query(positional ? filter : {}, QUERY_OPTIONS);
  const copy = keys.some((k) => k.includes('.'));
  return (docs) => {
    const out = query.find(copy ? docs.map(cloneValue) : docs, projection).all() as Doc[];
    if (out.length !== docs.length) throw new Error('projection dropped documents');
    return out;
  };
}
