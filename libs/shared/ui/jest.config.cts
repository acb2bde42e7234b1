module.exports = {
  displayName: 'shared-ui',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/shared/ui',
};
