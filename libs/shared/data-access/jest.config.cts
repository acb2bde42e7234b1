module.exports = {
  displayName: 'shared-data-access',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/shared/data-access',
};
