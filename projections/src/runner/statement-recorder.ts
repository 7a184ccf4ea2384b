import {
  DefaultQueryExecutor,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type ConnectionProvider,
  type DatabaseConnection,
  type Driver,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type ValueNode,
} from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/**
 * A connection that keeps each statement instead of running it. A projection only writes, so
 * its statements can travel with the append in one round trip, or thousands to a round trip in
 * a rebuild. A read would get no rows here, so it is refused loudly rather than answered wrong.
 */
class RecordingConnection implements DatabaseConnection {
  constructor(private readonly statements: RecordedStatement[]) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (compiled.query.kind === 'SelectQueryNode' || /^\s*select\b/i.test(compiled.sql)) {
      return Promise.reject(new Error(`A projection writes only; it tried to read: ${compiled.sql}`));
    }
    // Only the text and values: the query's tree would stay alive with every recorded statement.
    this.statements.push({ sql: compiled.sql, parameters: compiled.parameters });
    return Promise.resolve({ rows: [] });
  }

  // eslint-disable-next-line require-yield -- a projection never streams, and this never reads
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('A projection writes only; it tried to stream a read');
  }
}

class RecordingDriver implements Driver {
  constructor(private readonly connection: RecordingConnection) {}

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('A projection runs inside the transaction it is given; it opens none');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

/** Each `sql` template's text with `$n` placeholders, made on its first use. */
const templateTexts = new WeakMap<readonly string[], string>();

/**
 * Compiles a `sql` template whose every parameter is a value (a projection's commonest
 * statements, see `Projection`) to the text made the first time, instead of walking its tree
 * again: a rebuild compiles one for most events of the log. The template's strings are one
 * frozen array per place in the source, so they key the text; anything else compiles as usual.
 */
class TemplateCachingCompiler extends PostgresQueryCompiler {
  override compileQuery(node: RootOperationNode, queryId: QueryId): CompiledQuery {
    if (node.kind !== 'RawNode' || !('raw' in node.sqlFragments)) return super.compileQuery(node, queryId);
    const parameters: unknown[] = [];
    for (const parameter of node.parameters) {
      if (parameter.kind !== 'ValueNode' || (parameter as ValueNode).immediate)
        return super.compileQuery(node, queryId);
      parameters.push((parameter as ValueNode).value);
    }
    let sql = templateTexts.get(node.sqlFragments);
    if (sql === undefined) {
      sql = super.compileQuery(node, queryId).sql;
      templateTexts.set(node.sqlFragments, sql);
    }
    return { query: node, queryId, sql, parameters };
  }
}

/** A statement as PostgreSQL would receive it: `$n` placeholders and their values. */
export type RecordedStatement = Pick<CompiledQuery, 'sql' | 'parameters'>;

/**
 * Hands each compiled statement straight to the recording connection. Kysely's own executor
 * acquires and releases a connection around every statement through its driver, a chain of
 * promises that cost a rebuild about 0.4 s of its 200,000 events (measured); a recording has one
 * connection, always there, and no plugins to apply.
 */
class RecordingExecutor extends DefaultQueryExecutor {
  constructor(private readonly connection: RecordingConnection) {
    // Kysely's own path (a copy made with plugins) gets the same connection.
    const connections: ConnectionProvider = { provideConnection: (consume) => consume(connection) };
    super(new TemplateCachingCompiler(), new PostgresAdapter(), connections, []);
  }

  override executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return this.connection.executeQuery(compiled);
  }
}

/** The statements `write` issues, in order, compiled for PostgreSQL and not run. */
export async function recordWrites(
  write: (db: Kysely<ReadModelDatabase>) => Promise<void>,
): Promise<RecordedStatement[]> {
  const statements: RecordedStatement[] = [];
  const connection = new RecordingConnection(statements);
  const dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new RecordingDriver(connection),
    createIntrospector: (kysely: Kysely<unknown>) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new TemplateCachingCompiler(),
  };
  const db = new Kysely<ReadModelDatabase>({
    config: { dialect },
    dialect,
    driver: dialect.createDriver(),
    executor: new RecordingExecutor(connection),
  });
  await write(db);
  return statements;
}
