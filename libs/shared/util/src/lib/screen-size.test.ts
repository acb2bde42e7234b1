import { MEDIUM_MAX_WIDTH, SMALL_MAX_WIDTH, screenSizeClass } from './screen-size';

it('constants', () => {
  expect(SMALL_MAX_WIDTH).toBe(480);
  expect(MEDIUM_MAX_WIDTH).toBe(800);
});

it.each([
  [0, 'small'],
  [320, 'small'],
  [480, 'small'],
  [480.5, 'medium'],
  [481, 'medium'],
  [800, 'medium'],
  [800.5, 'large'],
  [801, 'large'],
  [1920, 'large'],
])('%d px → %s', (width, size) => {
  expect(screenSizeClass(width)).toBe(size);
});
