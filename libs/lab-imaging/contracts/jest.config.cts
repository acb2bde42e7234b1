module.exports = {
  displayName: 'lab-imaging-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/lab-imaging/contracts',
};
