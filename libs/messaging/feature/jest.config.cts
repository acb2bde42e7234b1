module.exports = {
  displayName: 'messaging-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/messaging/feature',
};
