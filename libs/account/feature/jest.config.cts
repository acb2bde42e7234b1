module.exports = {
  displayName: 'account-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/account/feature',
};
