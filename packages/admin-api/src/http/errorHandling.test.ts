import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from './errorHandling';

let pglite: PGlite;
let app: FastifyInstance;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec('create table short_texts (value varchar(2))');
  app = Fastify();
  registerErrorHandling(app);
  app.get('/string-too-long', () => pglite.query("insert into short_texts values ('abc')"));
  app.get('/numeric-out-of-range', () => pglite.query('select $1::smallint', [70000]));
  app.get('/invalid-text', () => pglite.query('select $1::bigint', ['Infinity']));
  app.get('/syntax-error', () => pglite.query('select from from'));
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await pglite?.close();
});

describe('database errors', () => {
  it.each(['/string-too-long', '/numeric-out-of-range', '/invalid-text'])(
    '%s, a data error, answers 400 in the error shape',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_REQUEST',
        message: 'A parameter holds a value the database cannot accept',
      });
    },
  );

  it('answers any other database error with 500 and no detail', async () => {
    const response = await app.inject('/syntax-error');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
  });
});
