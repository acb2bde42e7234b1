module.exports = {
  displayName: 'vaccinations-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/vaccinations/contracts',
};
