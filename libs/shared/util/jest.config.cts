module.exports = {
  displayName: 'shared-util',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/shared/util',
};
