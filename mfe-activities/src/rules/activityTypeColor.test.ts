import { ACTIVITY_TYPES } from '@portal/contract';
import { activityTypeColor } from './activityTypeColor';

describe('activityTypeColor', () => {
  it('gives every activity type but OTHER a colour of its own', () => {
    const colours = ACTIVITY_TYPES.filter((type) => type !== 'OTHER').map(activityTypeColor);
    expect(colours).not.toContain(null);
    expect(new Set(colours).size).toBe(ACTIVITY_TYPES.length - 1);
  });

  it('leaves OTHER and unknown types on the default colour', () => {
    expect(activityTypeColor('OTHER')).toBeNull();
    expect(activityTypeColor('SOMETHING_NEW')).toBeNull();
    expect(activityTypeColor('toString')).toBeNull();
  });
});
