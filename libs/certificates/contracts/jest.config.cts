module.exports = {
  displayName: 'certificates-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/certificates/contracts',
};
