module.exports = {
  displayName: 'home-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/home/contracts',
};
