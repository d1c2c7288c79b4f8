// Named statements on PGlite. Drizzle's PGlite driver ignores a prepared query's name: PGlite sends every query
// as an unnamed statement (Parse, Describe, Bind, Execute, Sync), so the embedded database parses and plans it
// each time. This stands in for the PGlite client of one prepared query: the first run parses and describes the
// statement under its name, later runs only bind and execute it, under PGlite's own locks as its query() does.
// It relies on PGlite's protocol API (execProtocolStream, protocol.serialize, parse.parseResults) and its lock
// methods (_runExclusiveTransaction, _runExclusiveQuery) of the pinned version; test/prepared-statements.test.ts
// fails if they change.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Query = (text: string, params: unknown[], options?: QueryOptions) => Promise<Results>;

export function namedPgliteQuery(client: PGlite, name: string): { query: Query } {
  /** The statement's parameter types once PostgreSQL has parsed it under its name. */
  let paramTypes: number[] | null = null;
  let parsedText: string | null = null;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function run(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    const messages = [];
    try {
      if (parsedText === null) {
        await send(protocol.serialize.parse({ name, text }));
        parsedText = text;
      }
      if (parsedText !== text) throw new Error(`statement ${name} prepared with another text`);
      paramTypes ??= parse.parseDescribeStatementResults(
        await send(protocol.serialize.describe({ type: 'S', name })),
      );
      const types = paramTypes;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serialize = client.serializers[types[i]];
        return serialize ? serialize(param) : String(param);
      });
      messages.push(...(await send(protocol.serialize.bind({ statement: name, values }))));
      messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
      messages.push(...(await send(protocol.serialize.execute({}))));
    } finally {
      messages.push(...(await send(protocol.serialize.sync())));
    }
    return parse.parseResults(messages, client.parsers, options)[0];
  }

  return {
    query: (text, params, options) =>
      client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run(text, params, options))),
  };
}
