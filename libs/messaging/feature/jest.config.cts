module.exports = {
  displayName: 'messaging-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/messaging/feature',
};
