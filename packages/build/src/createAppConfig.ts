import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { join } from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { EmbeddedModule } from '@portal/federation/manifest';
import { appNamed, appPort, localPortalConfig } from '@portal/registry/apps';
import { currentBuildStamp, stampManifest } from './buildStamp';
import { KeepPreviousChunksPlugin } from './keepPreviousChunks';
import { sharedFor } from './shared';
import { CompileHintsPlugin } from './speed/compileHints';
import { LazyMuiNumberFormatPlugin } from './speed/lazyMuiNumberFormat';
import { runtimeSwitches } from './speed/runtimeSwitches';
import { precompressPlugins } from './speed/precompress';
import { PreloadLibrariesPlugin } from './speed/preloadLibraries';
import { PrerenderedStylesPlugin } from './speed/prerenderedStyles';
import {
  PRERENDERED_STYLES_QUERY,
  type PrerenderedStylesLoaderOptions,
} from './speed/prerenderedStylesLoader';
import { sharedLibraryChunks } from './speed/sharedLibraryChunks';
import { speedTricksOff, type SpeedTrick } from './speed/switches';

export interface AppBuildOptions {
  /** Module Federation name of the app ('shell', 'users', ...). */
  name: string;
  /** The app's folder (pass `__dirname` from its webpack.config.ts). */
  dir: string;
  /** Page title of the standalone or shell page. */
  title: string;
  /** Modules the app exposes to others, e.g. { './Section': './src/Section.tsx' }. */
  exposes?: Record<string, string>;
  /**
   * Modules of other remotes that are part of some page's main content, written into its manifest
   * so that the shell loads them with that page and renders it once they are in (see
   * @portal/federation manifest.ts). A module below the page's own content (the activity list on a user's
   * page) is left out: loading it before the first render delays that content.
   */
  embeds?: EmbeddedModule[];
  /**
   * A module whose default export (a React element) renders the app's frame and components in the
   * states pages show them in: their CSS is written into the production index.html
   * (PrerenderedStylesPlugin), and a remote's modules get it by importing the sample with
   * `?prerendered-styles` (prerenderedStylesLoader), to adopt when they load into the shell.
   */
  styleSample?: string;
}

interface WebpackArgs {
  mode?: 'production' | 'development';
}

/** The whole webpack configuration of one app: the one way every app is built. */
export function createAppConfig(options: AppBuildOptions) {
  return (_env: unknown, args: WebpackArgs = {}): Configuration & { devServer: DevServerConfiguration } => {
    const production = args.mode !== 'development';
    const app = appNamed(options.name);
    const isShell = !options.exposes;
    const stamp = currentBuildStamp(options.dir);
    const tsconfigPath = join(options.dir, '..', 'tsconfig.json');
    const off = speedTricksOff();
    // A speed trick (speed/) in this build: on unless PORTAL_SPEED_OFF names it.
    const speed = (trick: SpeedTrick, applies = true) => applies && !off.has(trick);
    const prerenderedStylesOptions: PrerenderedStylesLoaderOptions = {
      tsconfigPath,
      render: speed('prerenderedStyles', production),
    };
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: './src/index.ts',
      // Production maps are written for error reports but not referenced from the bundles (hidden).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(options.dir, 'dist'),
        // The shell's routes are deep paths, so its chunks load from the root; remotes load from
        // wherever their manifest was found.
        publicPath: isShell ? '/' : 'auto',
        // Module Federation cannot hash the entry name; chunks are hashed and immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: options.name,
        // Removes what the build no longer writes, except the hashed chunks of recent builds
        // (KeepPreviousChunksPlugin): a page still open on the old version loads them lazily.
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      module: {
        rules: [
          {
            resourceQuery: PRERENDERED_STYLES_QUERY,
            use: {
              loader: join(__dirname, 'speed', 'prerenderedStylesLoader.ts'),
              options: prerenderedStylesOptions,
            },
          },
          {
            test: /\.tsx?$/,
            resourceQuery: { not: [PRERENDERED_STYLES_QUERY] },
            exclude: /node_modules/,
            // Type checking runs once for the whole repo (`npm run typecheck`); builds only transpile.
            use: { loader: 'ts-loader', options: { transpileOnly: true } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          // Remotes are registered at run time from /portal-config.json, never at build time.
          remotes: {},
          shared: sharedFor(options.dir),
          shareStrategy: 'loaded-first',
          // The version stamp the shell shows in /settings and watches for new deploys.
          manifest: { additionalData: stampManifest(stamp, options.embeds ?? []) },
          dts: false,
          // Pages run only in browsers: the runtime's code for loading remotes in Node is left out.
          experiments: { optimization: { target: 'web' } },
        }),
        ...(speed('lazyMuiNumberFormat') ? [new LazyMuiNumberFormatPlugin()] : []),
        ...(speed('compileHints', production) ? [new CompileHintsPlugin()] : []),
        runtimeSwitches((trick) => speed(trick)),
        ...(production ? [new KeepPreviousChunksPlugin(stamp)] : []),
        ...(speed('precompress', production) ? precompressPlugins() : []),
        new HtmlWebpackPlugin({
          title: options.title,
          template: join(__dirname, 'index.html'),
          // The entry name is not hashed: a query hash keeps browsers from running a stale one.
          hash: true,
          // The page is served at deep paths (/app/users/42) from its app's own root: its scripts too.
          publicPath: '/',
          favicon: join(__dirname, 'favicon.svg'),
        }),
        ...(speed('preloadLibraries', isShell) ? [new PreloadLibrariesPlugin()] : []),
        ...(options.styleSample && speed('prerenderedStyles', production)
          ? [new PrerenderedStylesPlugin(join(options.dir, options.styleSample), tsconfigPath)]
          : []),
      ],
      performance: { hints: false },
      optimization: {
        // swc minifies in half terser's time, to as few bytes (mfe-coupons, 28 Nov: 42.5 s -> 22.3 s
        // a build, 281.9 -> 281.1 KB of brotli); esbuild was faster still but 16 % bigger.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
        ...(speed('sharedLibraryChunks', isShell) ? { splitChunks: sharedLibraryChunks() } : {}),
      },
      devServer: {
        port: appPort(app),
        historyApiFallback: true,
        hot: false,
        // Remotes are fetched cross-origin by the shell.
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        client: { overlay: false },
        // The launcher serves portal-config.json beside production builds; in dev each server does.
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app?.get('/portal-config.json', (_request, response) => {
            response.json(localPortalConfig());
          });
          return middlewares;
        },
      },
    };
  };
}
