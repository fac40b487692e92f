/** A cell of a CSV export: what the rows generators yield (a stored Date is written as ISO). */
export type CsvValue = string | number | boolean | Date | null | undefined;
