#!/usr/bin/env node
// `portal-app build` and `portal-app dev`, run in an app's folder: the one way every app is built
// and served (its webpack.config.ts is createAppConfig's). tsx lets webpack load the TypeScript config.
const { spawn } = require('node:child_process');

const WEBPACK_COMMANDS = {
  build: ['--mode', 'production'],
  dev: ['serve', '--mode', 'development'],
};

const [command, ...rest] = process.argv.slice(2);
const webpackCommand = WEBPACK_COMMANDS[command];
if (!webpackCommand) {
  console.error('usage: portal-app build | dev [webpack options]');
  process.exit(2);
}

const webpackCli = require.resolve('webpack-cli/bin/cli.js');
const config = ['--disable-interpret', '--config', 'webpack.config.ts'];
const child = spawn(process.execPath, [webpackCli, ...webpackCommand, ...config, ...rest], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--import=tsx'].filter(Boolean).join(' ') },
});
// Ctrl-C and the launcher's SIGTERM reach webpack; its exit code is ours.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
