module.exports = {
  displayName: 'account-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/account/contracts',
};
