module.exports = {
  displayName: 'portal',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/apps/portal',
  // The build's own Vite plugins have their tests beside them too.
  testMatch: ['<rootDir>/src/**/*.test.[jt]s?(x)', '<rootDir>/vite/**/*.test.ts'],
};
