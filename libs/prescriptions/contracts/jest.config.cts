module.exports = {
  displayName: 'prescriptions-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/prescriptions/contracts',
};
