module.exports = {
  displayName: 'mfa-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/mfa/feature',
};
