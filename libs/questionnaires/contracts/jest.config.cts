module.exports = {
  displayName: 'questionnaires-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/questionnaires/contracts',
};
