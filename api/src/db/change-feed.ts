import { Client, type ClientConfig, type Notification } from 'pg';

/**
 * Change notifications between API processes sharing one database (PostgreSQL LISTEN/NOTIFY), so each process
 * can keep read caches (sessions, song lists) and drop them when any process writes.
 *
 * Writers call `publishChange` with their own transaction's EntityManager or connection: `pg_notify` inside a
 * transaction is delivered only when it commits (and never if it rolls back), to every listener, the writer's
 * own process included. Each process holds one `ChangeFeed`, a dedicated connection that LISTENs and hands the
 * events to its caches. Caches may serve only while the feed is `healthy`: a process that is not listening
 * could miss a change. Losing the connection therefore emits 'reset' (drop everything) and the feed reconnects
 * with back-off; once listening again it emits 'reset' once more, for what was missed in between.
 */
export const CHANGE_CHANNEL = 'canticle_changes';

/** `application_name` of the listening connection (visible in pg_stat_activity). */
export const CHANGE_FEED_APPLICATION_NAME = 'canticle-change-feed';

/**
 * What a writer announces: 'session' with the session id (saved or destroyed), 'user' with the user id
 * (updated, deleted, role or password changed), 'songs' (any write to the library: create, update, delete,
 * imports). New cached data gets a topic of its own here.
 */
export type ChangeTopic = 'session' | 'user' | 'songs';

export type ChangeEvent =
  | { topic: 'session' | 'user'; id: string }
  | { topic: 'songs' }
  /** Forget everything: notifications may have been missed (the feed lost or regained its connection). */
  | { topic: 'reset' };

export type ChangeListener = (event: ChangeEvent) => void;

/** An EntityManager (inside `transactional`, its transaction) or a Connection: both run raw SQL. */
export interface SqlExecutor {
  execute(sql: string, params: unknown[]): Promise<unknown>;
}

/** The SQL of a notification with one `?` parameter for the payload, for writers that fold it into a statement. */
export const NOTIFY_SQL = `pg_notify('${CHANGE_CHANNEL}', ?)`;

export function changePayload(topic: ChangeTopic, id?: string): string {
  return JSON.stringify(id === undefined ? { topic } : { topic, id });
}

/**
 * Announces a change from the writer's transaction: run it with the EntityManager given by `em.transactional`
 * (or in the same autocommit statement as the write) so other processes hear of it exactly when the change is
 * visible. Identical notifications within one transaction are delivered once.
 */
export async function publishChange(executor: SqlExecutor, topic: ChangeTopic, id?: string): Promise<void> {
  await executor.execute(`select ${NOTIFY_SQL}`, [changePayload(topic, id)]);
}

/** Parses a notification payload; anything unexpected becomes 'reset' (safe: caches just refill). */
export function parseChange(payload: string | undefined): ChangeEvent {
  try {
    const value = JSON.parse(payload ?? '') as { topic?: unknown; id?: unknown };
    if (value.topic === 'songs') return { topic: 'songs' };
    if ((value.topic === 'session' || value.topic === 'user') && typeof value.id === 'string') {
      return { topic: value.topic, id: value.id };
    }
  } catch {
    // fall through
  }
  return { topic: 'reset' };
}

export interface ChangeFeed {
  /** True only while the listening connection is up: caches serve and store only then. */
  readonly healthy: boolean;
  /** PostgreSQL backend pid of the listening connection, while connected (diagnostics, tests). */
  readonly backendPid: number | null;
  /** Calls `listener` for every change and 'reset'; returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void;
  /** Connects and LISTENs; resolves after the first attempt with `healthy` (a failure keeps retrying). */
  start(): Promise<boolean>;
  /** Stops listening for good and ends the connection. */
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  /** Connection settings, the ORM's own (see `ormConnectionConfig`). */
  connection: ClientConfig;
  /** Wait before reconnect attempt `n` (1, 2, ...): by default 250 ms doubling up to 10 s. */
  reconnectDelayMs?: (attempt: number) => number;
  /** A `select 1` on the listening connection this often, to notice a connection dead without a FIN (15 s). */
  heartbeatMs?: number;
  /** A heartbeat not answered within this is a dead connection (5 s). */
  heartbeatTimeoutMs?: number;
  log?: (message: string) => void;
}

const defaultDelay = (attempt: number) => Math.min(10_000, 250 * 2 ** (attempt - 1));

export function createChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  return new PgChangeFeed(options);
}

class PgChangeFeed implements ChangeFeed {
  #healthy = false;
  #backendPid: number | null = null;
  #closed = false;
  #client: Client | null = null;
  /** Ends the current connection and starts recovery (set per connection). */
  #drop: ((err?: unknown) => void) | null = null;
  #attempt = 0;
  #reconnectTimer: NodeJS.Timeout | null = null;
  #heartbeatTimer: NodeJS.Timeout | null = null;
  #started: Promise<void> | null = null;
  readonly #listeners = new Set<ChangeListener>();
  readonly #log: (message: string) => void;

  constructor(private readonly options: ChangeFeedOptions) {
    this.#log = options.log ?? ((message) => console.warn(`[change-feed] ${message}`));
  }

  get healthy(): boolean {
    return this.#healthy;
  }

  get backendPid(): number | null {
    return this.#backendPid;
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): Promise<boolean> {
    this.#started ??= this.#connect();
    return this.#started.then(() => this.#healthy);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
    const client = this.#client;
    this.#down();
    this.#listeners.clear();
    if (client) await client.end().catch(() => {});
  }

  #emit(event: ChangeEvent): void {
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch (err) {
        this.#log(`a listener failed on ${event.topic}: ${String(err)}`);
      }
    }
  }

  /** Not listening (any more): caches stop serving and forget what they hold. */
  #down(): void {
    this.#healthy = false;
    this.#backendPid = null;
    this.#client = null;
    this.#drop = null;
    if (this.#heartbeatTimer) clearInterval(this.#heartbeatTimer);
    this.#heartbeatTimer = null;
    this.#emit({ topic: 'reset' });
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new Client({
      ...this.options.connection,
      application_name: CHANGE_FEED_APPLICATION_NAME,
      keepAlive: true,
    });
    this.#client = client;
    let dropped = false;
    const drop = (err?: unknown) => {
      if (dropped) return;
      dropped = true;
      client.removeAllListeners('notification');
      // The socket may still be open (a heartbeat that timed out): close it; errors after this are expected.
      client.end().catch(() => {});
      if (this.#client !== client) return;
      const wasHealthy = this.#healthy;
      this.#down();
      if (this.#closed) return;
      if (wasHealthy) {
        this.#log(`lost the listening connection (${describe(err)}); read caches are off until it is back`);
      } else if (this.#attempt === 0) {
        this.#log(`could not listen (${describe(err)}); read caches are off, retrying`);
      }
      this.#scheduleReconnect();
    };
    // Always keep an 'error' listener: without one, an error event would crash the process.
    client.on('error', drop);
    client.on('end', () => drop(new Error('connection ended')));
    client.on('notification', (message: Notification) => {
      if (message.channel === CHANGE_CHANNEL) this.#emit(parseChange(message.payload));
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (dropped || this.#closed) return;
      // Listening from here on: anything written before may not have been heard, so start from nothing.
      this.#drop = drop;
      this.#backendPid = rows[0]?.pid ?? null;
      this.#emit({ topic: 'reset' });
      this.#healthy = true;
      if (this.#attempt > 0) this.#log('listening again; read caches are back on');
      this.#attempt = 0;
      this.#startHeartbeat(client);
    } catch (err) {
      drop(err);
    }
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#reconnectTimer) return;
    this.#attempt++;
    const delay = (this.options.reconnectDelayMs ?? defaultDelay)(this.#attempt);
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      void this.#connect();
    }, delay);
    this.#reconnectTimer.unref();
  }

  #startHeartbeat(client: Client): void {
    const every = this.options.heartbeatMs ?? 15_000;
    const timeout = this.options.heartbeatTimeoutMs ?? 5_000;
    this.#heartbeatTimer = setInterval(() => {
      const drop = this.#drop;
      if (!drop || this.#client !== client) return;
      const timer = setTimeout(() => drop(new Error(`no answer to a heartbeat within ${timeout} ms`)), timeout);
      timer.unref();
      client.query('select 1').then(
        () => clearTimeout(timer),
        (err: unknown) => {
          clearTimeout(timer);
          drop(err);
        },
      );
    }, every);
    this.#heartbeatTimer.unref();
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err ?? 'unknown');
}
