import { randomBytes } from 'node:crypto';

type Connection = import('mysql2/promise').Connection;

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** One connection to the MySQL server for `work`, closed after it. */
export async function withConnection<T>(serverUrl: string, work: (connection: Connection) => Promise<T>): Promise<T> {
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({ uri: serverUrl, charset: 'utf8mb4' });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

/** A new database with no tables on the MySQL server; `drop` removes it. */
export async function createEmptyMysqlDatabase(serverUrl: string, suffix = ''): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}${suffix}`;
  await withConnection(serverUrl, (connection) => connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`));
  const drop = () => withConnection(serverUrl, (connection) => connection.query(`DROP DATABASE IF EXISTS \`${name}\``).then(() => undefined));
  return { name, url: databaseUrl(serverUrl, name), drop };
}
