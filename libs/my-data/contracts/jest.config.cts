module.exports = {
  displayName: 'my-data-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/my-data/contracts',
};
