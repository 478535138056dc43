/**
 * Singletons shared by the shell AND every remote. Keep this list identical on both sides: a package that is
 * shared on one side only gets bundled twice, and two copies of react or of a zustand store break at run time.
 * `@canticle/shared-ui/` (trailing slash) shares every subpath export (api-client, toast, components, ...), so
 * there is one API client, one toast store and one theme across all remotes.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '19.3.1' },
  'react-router-dom': { singleton: true, requiredVersion: '7.18.5' },
  zustand: { singleton: true, requiredVersion: '5.1.0' },
  '@canticle/shared-ui/': { singleton: true, requiredVersion: '0.1.0' },
};
