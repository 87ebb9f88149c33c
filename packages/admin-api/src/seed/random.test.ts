import { createRandom } from './random';

const draw = (stream: string, seed?: number) => {
  const random = createRandom(stream, seed);
  return [random.next(), random.int(1, 6), random.uuid(), random.chars(14), random.weighted({ a: 1, b: 2 })];
};

describe('createRandom', () => {
  it('gives the same values for the same stream and seed', () => {
    expect(draw('users')).toEqual(draw('users'));
  });

  it('gives other values for another stream or seed', () => {
    expect(draw('users')).not.toEqual(draw('organisations'));
    expect(draw('users', 1)).not.toEqual(draw('users', 2));
  });

  it('makes version 4 UUIDs and keeps integers within bounds', () => {
    const random = createRandom('shape');
    for (let i = 0; i < 200; i++) {
      expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
  });

  it('never picks a key of weight zero', () => {
    const random = createRandom('weights');
    const picks = new Set(
      Array.from({ length: 500 }, () => random.weighted({ never: 0, often: 5, sometimes: 1 })),
    );
    expect([...picks].sort()).toEqual(['often', 'sometimes']);
  });
});
