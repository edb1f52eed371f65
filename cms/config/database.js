// The database: SQLite (a file, `.tmp/data.db` unless DATABASE_FILENAME says otherwise) by default,
// Postgres when DATABASE_CLIENT=postgres (DATABASE_URL, or the DATABASE_HOST/PORT/NAME/... parts).
const path = require('node:path')

module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite')
  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: env('DATABASE_URL')
          ? {
              connectionString: env('DATABASE_URL'),
              ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
            }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'marsa_cms'),
              user: env('DATABASE_USERNAME', 'marsa'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
              schema: env('DATABASE_SCHEMA', 'public'),
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    }
  }
  if (client !== 'sqlite') throw new Error(`DATABASE_CLIENT must be "sqlite" or "postgres", not "${client}"`)
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
    },
  }
}
