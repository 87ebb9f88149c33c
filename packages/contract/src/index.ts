export * from './enums';
export * from './entities';
export * from './responses';
export * from './staffTools';
