import type { ListFilter, SearchShape } from './conditions';
import { shapeKey } from './conditions';

const filters: ListFilter[] = ['none', 'one', 'many'];
const flags = [false, true];

describe('shapeKey', () => {
  it('names each of the 216 shapes differently, since a name stands for one prepared statement', () => {
    const keys = new Set<string>();
    for (const clinics of filters)
      for (const specialties of filters)
        for (const practitioners of filters)
          for (const includeRemote of flags)
            for (const timeOfDay of flags)
              for (const kela65 of flags) {
                const shape: SearchShape = { clinics, specialties, practitioners, includeRemote, timeOfDay, kela65 };
                keys.add(shapeKey(shape));
              }
    expect(keys.size).toBe(216);
  });

  it('spells out the shape', () => {
    expect(shapeKey({ clinics: 'one', specialties: 'many', practitioners: 'none', includeRemote: false, timeOfDay: true, kela65: false })).toBe('1n--t-');
    expect(shapeKey({ clinics: 'none', specialties: 'none', practitioners: 'one', includeRemote: true, timeOfDay: false, kela65: true })).toBe('--1r-k');
  });
});
