import type { Compilable, CompiledQuery } from 'kysely';
import { directRunnerOf, type Db } from './index';

/** Stands for an argument while the query is compiled; replaced by the argument's value on each run. */
type Placeholder = <K extends string>(name: K) => never;

/**
 * A query built and compiled once, then run with new arguments: on the signed-in hot path, building
 * and compiling a Kysely query costs more than SQLite takes to run it. The compiled SQL text stays the
 * same, so it runs as a prepared statement reused from run to run: straight on the driver where
 * server/db/index.ts allows (SQLite's statement cache, MySQL's execute), through Kysely otherwise.
 * Only values the builder binds as parameters can be arguments (not table names or `sql.lit`).
 */
export function preparedQuery<Args extends Record<string, unknown>, Row>(db: Db, build: (arg: Placeholder) => Compilable<Row>): (args: Args) => Promise<Row[]> {
  const run = compiledOnce(db, build);
  // Not an async function: each promise costs the signed-in path more while Next's AsyncLocalStorage keeps promise hooks on (see bench/README.md).
  return (args) => {
    const { rows, compiled } = run(args, false);
    if (rows) return Promise.resolve(rows as Row[] | Promise<Row[]>);
    return db.executeQuery<Row>(compiled).then((result) => result.rows);
  };
}

/**
 * As preparedQuery, with each row an array of its values in the order the query selects them: the
 * driver then builds no object of named columns per row, which for the signed-in read (29 columns)
 * was some 3 of its 7 µs on SQLite. For the hot path's wide reads, which take the values apart anyway.
 */
export function preparedArrayQuery<Args extends Record<string, unknown>>(
  db: Db,
  build: (arg: Placeholder) => Compilable<unknown>,
): (args: Args) => Promise<unknown[][]> {
  const run = compiledOnce(db, build);
  return (args) => {
    const { rows, compiled } = run(args, true);
    if (rows) return Promise.resolve(rows as unknown[][] | Promise<unknown[][]>);
    // Through Kysely (inside a transaction on SQLite): the drivers name the columns in select order.
    return db.executeQuery<Record<string, unknown>>(compiled).then((result) => result.rows.map((row) => Object.values(row)));
  };
}

/** Compiles the query once; each run binds the arguments and runs it on the driver where it can (`rows`), else hands back what Kysely would run. */
function compiledOnce<Args extends Record<string, unknown>, Row>(db: Db, build: (arg: Placeholder) => Compilable<Row>) {
  const markers = new Map<unknown, string>();
  const compiled: CompiledQuery<Row> = build(((name: string) => {
    // A value no caller could pass, so a constant parameter is never mistaken for an argument.
    const marker = Symbol(name);
    markers.set(marker, name);
    return marker as never;
  }) as Placeholder).compile();
  const slots = compiled.parameters.map((parameter) => markers.get(parameter));
  if (new Set(slots.filter(Boolean)).size !== markers.size) throw new Error(`preparedQuery: an argument is not a parameter in ${compiled.sql}`);
  const direct = directRunnerOf(db);
  return (args: Args, asArrays: boolean) => {
    const parameters = slots.map((name, index) => (name === undefined ? compiled.parameters[index] : args[name]));
    return { rows: direct?.(compiled.sql, parameters, asArrays), compiled: { ...compiled, parameters } };
  };
}
