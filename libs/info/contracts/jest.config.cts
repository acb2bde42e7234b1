module.exports = {
  displayName: 'info-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/info/contracts',
};
