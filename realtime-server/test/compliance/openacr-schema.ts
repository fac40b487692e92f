import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { parse } from 'yaml';

/**
 * GSA OpenACR's JSON schema, vendored from github.com/GSA/openacr (schema/openacr-0.1.0.json, the
 * current one, last changed in commit 5344126a, 2022-02-23), checked with ajv (draft-07).
 */
const schema = JSON.parse(readFileSync(new URL('./fixtures/openacr-0.1.0.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv({ allErrors: true }).compile(schema);

/** The YAML text parsed, with the schema's complaints (empty when it is a valid OpenACR). */
export function checkOpenAcr(yamlText: string): { doc: OpenAcrDoc; errors: string[] } {
  const doc = parse(yamlText) as OpenAcrDoc;
  const ok = validate(doc);
  return { doc, errors: ok ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`) };
}

export type OpenAcrDoc = {
  title: string;
  catalog: string;
  notes?: string;
  chapters: Record<string, { criteria: { num: string; components: { name: string; adherence: { level: string; notes?: string } }[] }[] }>;
};

/** The adherence of one criterion, wherever its chapter. */
export function adherenceOf(doc: OpenAcrDoc, num: string): { level: string; notes?: string } | undefined {
  for (const chapter of Object.values(doc.chapters)) {
    const found = chapter.criteria.find((c) => c.num === num);
    if (found) return found.components[0]?.adherence;
  }
  return undefined;
}
