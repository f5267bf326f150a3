import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_BACKENDS, openTestDatabase, type OpenTestDatabase } from '@signpost/testing';
import type { Database } from './schema.js';

/** What the schema says about one column, whether it comes from schema.ts or from the database. */
interface ColumnShape {
  nullable: boolean;
  /** The values a string-literal column may hold, sorted; undefined for any other column. */
  values?: string[];
}

type Tables = Map<string, Map<string, ColumnShape>>;

/** Kysely's own bookkeeping (the names migrate.ts gives it), which schema.ts rightly leaves out. */
const MIGRATION_TABLES = new Set(['signpost_migrations', 'signpost_migrations_lock']);

/**
 * String-literal columns the database does not constrain, so a value outside the type can still be
 * stored. Listed so that the looseness stays visible: adding a CHECK for one of them, or a new
 * unchecked literal column, means updating this list.
 */
const UNCHECKED_LITERAL_COLUMNS = [
  'analyses.analysis_method',
  'analyses.error_code',
  'analyses.site_type',
  'analyses.tier',
  'pages.ai_category',
  'pages.category',
  'pages.scored_by',
  'pages.source',
  'score_cache.category',
  'usage_events.kind',
];

/**
 * The tables of `Database` in schema.ts as the type checker sees them, so columns derived by mapped
 * types (the stage timestamps of AnalysesTable) count like written ones.
 */
function readSchemaTypes(): Tables {
  const configFile = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
  const schemaFile = fileURLToPath(new URL('./schema.ts', import.meta.url));
  const config = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  // Without the project references, workspace imports resolve to their sources (the "source"
  // condition) rather than to built declarations that may be stale.
  const program = ts.createProgram({ rootNames: [schemaFile], options: config!.options });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(schemaFile)!)!;
  const database = checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === 'Database')!;
  const tables: Tables = new Map();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(database))) {
    const columns = new Map<string, ColumnShape>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      columns.set(column.name, shapeOf(checker, checker.getTypeOfSymbol(column)));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** Generated<T> and ColumnType<S, I, U> are objects whose `__select__` is what a query returns. */
function shapeOf(checker: ts.TypeChecker, columnType: ts.Type): ColumnShape {
  const select = checker.getPropertyOfType(columnType, '__select__');
  const type = select ? checker.getTypeOfSymbol(select) : columnType;
  const members = type.isUnion() ? type.types : [type];
  const nullable = members.some((member) => (member.flags & ts.TypeFlags.Null) !== 0);
  const present = members.filter((member) => (member.flags & ts.TypeFlags.Null) === 0);
  const literals = present.every((member) => member.isStringLiteral())
    ? present.map((member) => (member as ts.StringLiteralType).value).sort()
    : undefined;
  return literals ? { nullable, values: literals } : { nullable };
}

/** The public tables of the database, with the values each single-column CHECK (`col in (...)`) allows. */
async function readDatabaseSchema(db: Kysely<Database>): Promise<Tables> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
    select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'
  `.execute(db);
  const { rows: checks } = await sql<{ table_name: string; column_name: string; definition: string }>`
    select c.conrelid::regclass::text as table_name, a.attname as column_name,
      pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'c' and cardinality(c.conkey) = 1 and c.connamespace = 'public'::regnamespace
  `.execute(db);
  const tables: Tables = new Map();
  for (const row of columns) {
    if (MIGRATION_TABLES.has(row.table_name)) continue;
    const table = tables.get(row.table_name) ?? new Map<string, ColumnShape>();
    table.set(row.column_name, { nullable: row.is_nullable === 'YES' });
    tables.set(row.table_name, table);
  }
  for (const check of checks) {
    const column = tables.get(check.table_name)?.get(check.column_name);
    // pg_get_constraintdef spells `stage in ('a', 'b')` as `stage = ANY (ARRAY['a'::text, 'b'::text])`.
    const values = [...check.definition.matchAll(/'((?:[^']|'')*)'::text/g)].map(([, value]) =>
      value!.replaceAll("''", "'"),
    );
    if (column && values.length > 0) column.values = values.sort();
  }
  return tables;
}

/** `table.column` -> what `pick` says about it, for the columns both sides have. */
function byColumn<T>(tables: Tables, others: Tables, pick: (shape: ColumnShape) => T): Record<string, T> {
  const result: Record<string, T> = {};
  for (const [tableName, columns] of tables) {
    for (const [columnName, shape] of columns) {
      if (others.get(tableName)?.has(columnName)) result[`${tableName}.${columnName}`] = pick(shape);
    }
  }
  return result;
}

function columnNames(tables: Tables): Record<string, string[]> {
  return Object.fromEntries([...tables].map(([name, columns]) => [name, [...columns.keys()].sort()]));
}

let declared: Tables;
beforeAll(() => {
  declared = readSchemaTypes();
});

describe.each(DATABASE_BACKENDS)('the migrated database on %s', (_name, setup) => {
  let database: OpenTestDatabase;
  let actual: Tables;

  beforeAll(async () => {
    database = await openTestDatabase(setup);
    actual = await readDatabaseSchema(database.db);
  });
  afterAll(() => database?.close());

  it('has exactly the tables and columns of schema.ts', () => {
    expect([...actual.keys()].sort()).toEqual([...declared.keys()].sort());
    expect(columnNames(actual)).toEqual(columnNames(declared));
  });

  it('lets a column hold null exactly when its schema.ts type includes null', () => {
    const nullability = (shape: ColumnShape) => (shape.nullable ? 'null' : 'not null');
    expect(byColumn(actual, declared, nullability)).toEqual(byColumn(declared, actual, nullability));
  });

  it('allows in each CHECKed column exactly the string literals of its type', () => {
    const checked = byColumn(actual, declared, (shape) => shape.values);
    const typed = byColumn(declared, actual, (shape) => shape.values);
    const constrained = Object.keys(checked).filter((column) => checked[column]);
    expect(Object.fromEntries(constrained.map((column) => [column, checked[column]]))).toEqual(
      Object.fromEntries(constrained.map((column) => [column, typed[column]])),
    );
    const unchecked = Object.keys(typed).filter((column) => typed[column] && !checked[column]);
    expect(unchecked.sort()).toEqual(UNCHECKED_LITERAL_COLUMNS);
  });
});
