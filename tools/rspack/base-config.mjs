import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root; shared-ui sources live under it and must go through swc-loader too. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const isProduction = (mode) => mode === 'production';

function swcRule({ tsx, production }) {
  return {
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * Everything the shell and the remotes have in common: TS/TSX through builtin:swc-loader (the app's own
 * sources and the shared-ui workspace package, which ships TS sources), native CSS, contenthash names.
 */
export function createBaseConfig({ dir, mode = process.env.NODE_ENV === 'development' ? 'development' : 'production' }) {
  const production = isProduction(mode);
  return {
    mode,
    context: dir,
    target: 'web',
    devtool: production ? false : 'cheap-module-source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        { test: /\.tsx$/, exclude: /node_modules/, use: [swcRule({ tsx: true, production })] },
        { test: /\.ts$/, exclude: /node_modules|\.d\.ts$/, use: [swcRule({ tsx: false, production })] },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    output: {
      path: path.join(dir, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    optimization: { minimize: production },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
