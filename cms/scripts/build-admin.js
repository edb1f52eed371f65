// Builds the admin panel as `strapi build` does, minus its tsconfig.json lookup: the CLI searches
// upward from cms/, finds the site's TypeScript config at the repository root and then tries to
// compile this JavaScript project as TypeScript (and fails). Strapi is pinned (5.54.0), so its
// internal build module is a stable path.
const path = require('node:path')

const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json'))
const { build } = require(path.join(strapiDir, 'dist/src/node/build.js'))
const { createLogger } = require(path.join(strapiDir, 'dist/src/cli/utils/logger.js'))

process.env.NODE_ENV = process.env.NODE_ENV || 'production'
const logger = createLogger({ debug: false, silent: false, timestamp: false })
build({ cwd: path.join(__dirname, '..'), logger, tsconfig: undefined, bundler: 'vite', minify: true, sourcemap: false, stats: false }).then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
