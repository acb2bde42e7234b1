module.exports = {
  displayName: 'visits-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/visits/contracts',
};
