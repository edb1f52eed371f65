// Plugins: email through SMTP (the mail catcher on 127.0.0.1:1025 locally), users-permissions with
// its JWT secret and a rate limiter sized for a site that calls from one address (see below).
module.exports = ({ env }) => ({
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        // The local mail catcher speaks plain SMTP; a real server with credentials gets auth.
        ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
        ignoreTLS: !env.bool('SMTP_SECURE', false) && !env('SMTP_USERNAME'),
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Marsa <no-reply@marsa.example>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', env('EMAIL_FROM', 'Marsa <no-reply@marsa.example>')),
      },
    },
  },
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '7d') },
      // Strapi's limiter keys on the client address. Every visitor reaches Strapi through the site's
      // worker (one address), which limits per visitor itself; the default 5-10 requests a minute per
      // route would lock every visitor out together. So it stays on as a backstop per route and
      // address with room for the whole site's traffic (UP_RATELIMIT_MAX a minute), and counts per
      // visitor when a proxy passes their address on (CMS_TRUST_PROXY in config/server.js).
      ratelimit: {
        enabled: env.bool('UP_RATELIMIT_ENABLED', true),
        interval: 60_000,
        max: env.int('UP_RATELIMIT_MAX', 300),
      },
    },
  },
  i18n: { config: { defaultLocale: 'en' } },
})
