module.exports = {
  displayName: 'shared-i18n',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/shared/i18n',
};
